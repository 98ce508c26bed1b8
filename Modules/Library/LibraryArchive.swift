import Domain
import Foundation

/// An exported library: the albums with their tracks and saved dates, so a library moves between
/// machines. `{"format": "musiclib-library", "version": 1, "albums": [{"id", "title", "artist",
/// "year", "genre", "artwork": {"url", "sizedTemplate"}, "trackCount", "savedAt", "tracks":
/// [{"disc", "number", "title", "durationSeconds", "previewURL"}]}]}`, unknowns as null, `savedAt`
/// ISO 8601 in UTC.
///
/// Reading one is strict: a file from elsewhere may be malformed or made to harm, so anything
/// outside the limits below is refused as a whole, before anything is stored.
public struct LibraryArchive: Equatable, Sendable, Codable {
  /// The `format` every library file carries.
  public static let formatName = "musiclib-library"
  /// The version this build writes and reads.
  public static let currentVersion = 1
  /// The largest file read, in bytes.
  public static let maximumBytes = 32 * 1024 * 1024
  /// The most albums a file may hold.
  public static let maximumAlbums = 10_000
  /// The most tracks an album may hold.
  public static let maximumTracks = 1_000
  /// The longest text (title, artist, genre, URL), in Unicode scalars.
  public static let maximumTextLength = 2_000

  /// Always `formatName`.
  public let format: String
  /// Always `currentVersion` when written by this build.
  public let version: Int
  /// The albums, each with its tracks.
  public let albums: [Entry]

  /// The archive of `albums`.
  public init(_ albums: [SavedAlbum]) {
    format = Self.formatName
    version = Self.currentVersion
    self.albums = albums.map(Entry.init)
  }

  /// Reads a library file; throws `LibraryArchiveProblem` naming the first thing wrong with it.
  public init(decoding contents: Data) throws(LibraryArchiveProblem) {
    guard contents.count <= Self.maximumBytes else {
      throw .tooLarge(limitBytes: Self.maximumBytes)
    }
    guard let header = try? JSONDecoder().decode(Header.self, from: contents),
      header.format == Self.formatName
    else { throw .notALibrary }
    guard header.version == Self.currentVersion else { throw .unsupportedVersion(header.version) }
    guard let archive = try? JSONDecoder().decode(Self.self, from: contents) else {
      throw .notALibrary
    }
    guard archive.albums.count <= Self.maximumAlbums else {
      throw .tooManyAlbums(limit: Self.maximumAlbums)
    }
    for (index, entry) in archive.albums.enumerated() where entry.savedAlbum == nil {
      throw .invalidAlbum(number: index + 1)
    }
    self = archive
  }

  /// The albums as saved albums, in the file's order.
  public var savedAlbums: [SavedAlbum] { albums.compactMap(\.savedAlbum) }

  /// What is read first, to tell a library file of another version from something else.
  private struct Header: Decodable {
    let format: String
    let version: Int
  }

  /// One album of a library file.
  public struct Entry: Equatable, Sendable, Codable, NullWritingEncodable {
    /// The catalog's collection id.
    public let id: Int64
    /// The album title.
    public let title: String
    /// The artist, or nil.
    public let artist: String?
    /// The release year, or nil.
    public let year: Int?
    /// The genre, or nil.
    public let genre: String?
    /// The catalog's artwork, or nil.
    public let artwork: ArtworkReference?
    /// The catalog's track count for the album, or nil.
    public let trackCount: Int?
    /// When it was saved, ISO 8601 in UTC.
    public let savedAt: String
    /// The tracks in playing order.
    public let tracks: [Track]

    /// The file form of `saved`.
    public init(_ saved: SavedAlbum) {
      let album = saved.album
      id = album.id
      title = album.title
      artist = album.artist
      year = album.year
      genre = album.genre
      artwork = album.artwork
      trackCount = album.trackCount
      savedAt = saved.savedAt.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
      tracks = album.tracks
    }

    /// The saved album this entry describes, or nil when a value is out of bounds.
    var savedAlbum: SavedAlbum? {
      let texts = [title, artist, genre, artwork?.url, artwork?.sizedTemplate].compactMap { $0 }
      guard id > 0, !title.isEmpty, texts.allSatisfy(Self.isAcceptable),
        [artwork?.url, artwork?.sizedTemplate].compactMap({ $0 }).allSatisfy(Self.isWebURL),
        (1...9999).contains(year ?? 1), (0...Self.maximumTracksValue).contains(trackCount ?? 0),
        tracks.count <= LibraryArchive.maximumTracks, tracks.allSatisfy(Self.isAcceptable),
        let date = Self.date(savedAt)
      else { return nil }
      return SavedAlbum(
        album: Album(
          id: id, title: title, artist: artist, year: year, genre: genre, artwork: artwork,
          trackCount: trackCount, tracks: tracks),
        savedAt: date)
    }

    private static let maximumTracksValue = 100_000

    private static func isAcceptable(_ track: Track) -> Bool {
      (1...999).contains(track.disc) && (1...9999).contains(track.number) && !track.title.isEmpty
        && isAcceptable(track.title) && (track.artist.map(isAcceptable) ?? true)
        && (0...86_400 * 7).contains(track.durationSeconds ?? 0)
        && (track.previewURL.map { isAcceptable($0) && isWebURL($0) } ?? true)
    }

    private static func isAcceptable(_ text: String) -> Bool {
      text.unicodeScalars.count <= LibraryArchive.maximumTextLength
    }

    /// Only web addresses: a file must not make the app read a local file or another scheme.
    private static func isWebURL(_ text: String) -> Bool {
      let lowered = text.lowercased()
      return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
    }

    private static func date(_ text: String) -> Date? {
      (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
        ?? (try? Date.ISO8601FormatStyle().parse(text))
    }
  }
}
