import Domain
import Foundation

/// An exported library: the albums with their tracks and saved dates, so a library moves between
/// machines. `{"format": "musiclib-library", "version": 1, "albums": [{"id", "title", "artist",
/// "year", "genre", "artwork": {"url", "sizedTemplate"}, "trackCount", "savedAt", "tracks":
/// [{"disc", "number", "title", "durationSeconds", "previewURL"}]}]}`, unknowns as null, `savedAt`
/// ISO 8601 in UTC to the millisecond (`StoredTimestamp`, so a date survives any number of
/// exports and imports).
///
/// Reading one is strict: a file from elsewhere may be malformed or made to harm, so a file
/// outside the limits below is refused as a whole, before anything is stored. Each album is held
/// to `AlbumBounds`, the bounds every saved album keeps, so an exported library imports again;
/// `checked()` names the albums out of them.
public struct LibraryArchive: Equatable, Sendable, Codable {
  /// The `format` every library file carries.
  public static let formatName = "musiclib-library"
  /// The version this build writes and reads.
  public static let currentVersion = 1
  /// The largest file read, in bytes: a full library (`AlbumBounds.maximumLibraryBytes` of
  /// albums as stored) with room for each album's date and empty values.
  public static let maximumBytes = 32 * 1024 * 1024
  /// The most albums a file may hold: as many as a library.
  public static let maximumAlbums = AlbumBounds.maximumSavedAlbums

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

  /// The file's bytes: compact JSON with sorted keys, so that a library within
  /// `AlbumBounds.maximumLibraryBytes` as stored always fits `maximumBytes`.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  /// Reads a library file; throws `LibraryArchiveProblem` naming the first thing wrong with it.
  public init(decoding contents: Data) throws(LibraryArchiveProblem) {
    var reader = try LibraryArchiveReader(contents)
    var albums: [Entry] = []
    while let batch = try reader.nextBatch() { albums += batch.map(\.entry) }
    format = Self.formatName
    version = Self.currentVersion
    self.albums = albums
  }

  /// The albums within bounds as saved albums, in the file's order, the first of each id only;
  /// the albums out of bounds; and how many repeated an id given before them in the file.
  public func checked() -> (albums: [SavedAlbum], refused: [LibraryAlbumRefusal], repeats: Int) {
    var check = LibraryArchiveCheck()
    let kept = check.pass(albums.map { ($0, nil) })
    return (kept.map(\.saved), check.refused, check.repeats)
  }

  /// The albums within bounds as saved albums, in the file's order, the first of each id only.
  public var savedAlbums: [SavedAlbum] { checked().albums }

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
      savedAt = StoredTimestamp.text(saved.savedAt)
      tracks = album.tracks
    }

    /// An entry of these values.
    init(
      id: Int64, title: String, artist: String?, year: Int?, genre: String?,
      artwork: ArtworkReference?, trackCount: Int?, savedAt: String, tracks: [Track]
    ) {
      self.id = id
      self.title = title
      self.artist = artist
      self.year = year
      self.genre = genre
      self.artwork = artwork
      self.trackCount = trackCount
      self.savedAt = savedAt
      self.tracks = tracks
    }

    /// The saved album this entry describes, or the path of its first value out of bounds.
    var savedAlbum: Result<SavedAlbum, FieldOutOfBounds> {
      let album = Album(
        id: id, title: title, artist: artist, year: year, genre: genre, artwork: artwork,
        trackCount: trackCount, tracks: tracks)
      if let field = AlbumBounds.fieldOutOfBounds(in: album) { return .failure(.init(field)) }
      guard
        let date = StoredTimestamp.date(savedAt)
          ?? (try? Date.ISO8601FormatStyle().parse(savedAt))
      else { return .failure(.init("savedAt")) }
      return .success(SavedAlbum(album: album, savedAt: date))
    }

    /// The path of a value out of bounds in an album of the file.
    struct FieldOutOfBounds: Error {
      let path: String
      init(_ path: String) { self.path = path }
    }
  }
}
