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
      savedAt = listing.savedAt.formatted(Date.ISO8601FormatStyle())
    }
  }
}
