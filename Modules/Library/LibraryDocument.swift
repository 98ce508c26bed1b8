import Domain
import Foundation

/// The library for scripts: `{"albums": [{"id", "title", "artist", "year", "trackCount",
/// "savedAt"}]}` in the order shown, unknowns as null, `savedAt` as an ISO 8601 UTC string such
/// as `2026-09-21T14:13:20Z`.
public struct LibraryDocument: Equatable, Sendable, Codable {
  /// The albums, in the order shown.
  public let albums: [Entry]

  /// The document form of `albums`.
  public init(_ albums: [SavedAlbum]) {
    self.albums = albums.map { Entry(SavedAlbumListing($0)) }
  }

  /// The document form of `albums`.
  public init(_ albums: [SavedAlbumListing]) {
    self.albums = albums.map(Entry.init)
  }

  /// One album of a library document.
  public struct Entry: Equatable, Sendable, Codable, NullWritingEncodable {
    /// The catalog's collection id.
    public let id: Int64
    /// The album title.
    public let title: String
    /// The artist, or nil.
    public let artist: String?
    /// The release year, or nil.
    public let year: Int?
    /// The catalog's track count for the album, or nil.
    public let trackCount: Int?
    /// When it was saved, ISO 8601 in UTC.
    public let savedAt: String

    /// The document form of `listing`.
    public init(_ listing: SavedAlbumListing) {
      id = listing.id
      title = listing.title
      artist = listing.artist
      year = listing.year
      trackCount = listing.trackCount
      savedAt = Self.text(listing.savedAt)
    }

    private enum CodingKeys: String, CodingKey {
      case id, title, artist, year, trackCount, savedAt
    }

    /// What `encodeEveryStoredProperty(to:)` writes, without reflection (it resolves every
    /// field's type by name, for each of a library's albums); nil as null.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(title, forKey: .title)
      if let artist {
        try container.encode(artist, forKey: .artist)
      } else {
        try container.encodeNil(forKey: .artist)
      }
      if let year {
        try container.encode(year, forKey: .year)
      } else {
        try container.encodeNil(forKey: .year)
      }
      if let trackCount {
        try container.encode(trackCount, forKey: .trackCount)
      } else {
        try container.encodeNil(forKey: .trackCount)
      }
      try container.encode(savedAt, forKey: .savedAt)
    }

    /// `date` as `Date.ISO8601FormatStyle()` writes it, to the second: the stored form without
    /// its milliseconds, for the years it writes by hand (the style is slow to run per album).
    static func text(_ date: Date) -> String {
      let bytes = Array(StoredTimestamp.text(date).utf8)
      guard (-2_208_988_800..<253_402_300_800).contains(date.timeIntervalSince1970),
        bytes.count == 24, bytes[19] == UInt8(ascii: ".")
      else { return date.formatted(Date.ISO8601FormatStyle()) }
      return String(decoding: bytes[..<19], as: UTF8.self) + "Z"
    }
  }
}
