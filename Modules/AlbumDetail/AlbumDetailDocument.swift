import Domain

/// A loaded album for scripts: `{"id", "title", "artist", "year", "genre", "artworkURL",
/// "trackCount", "musicVideoCount", "tracks": [{"disc", "number", "choice", "title", "artist",
/// "durationSeconds", "previewURL"}]}` with tracks in display order and unknowns as null; an
/// album served stale from the store adds `"stale": true, "fetchedAt"` (ISO 8601).
public struct AlbumDetailDocument: Equatable, Sendable, Codable, NullWritingEncodable,
  StaleMarkedDocument
{
  /// `stale` and `fetchedAt` appear only for an answer served stale.
  public static let omittedWhenNil: Set<String> = ["stale", "fetchedAt"]

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
  /// The 600×600 artwork URL, or nil.
  public let artworkURL: String?
  /// The catalog's track count for the album, or nil.
  public let trackCount: Int?
  /// How many music videos the look-up returned besides the songs (not in `tracks`), or nil
  /// when unknown (an album stored before they were counted).
  public let musicVideoCount: Int?
  /// The tracks in display order.
  public let tracks: [TrackEntry]
  /// True when the album was served stale from the store; absent otherwise.
  public var stale: Bool?
  /// When a stale album was fetched, ISO 8601 UTC; absent otherwise.
  public var fetchedAt: String?

  /// The document form of `album`, whose tracks are already in display order.
  public init(_ album: Album) {
    id = album.id
    title = album.title
    artist = album.artist
    year = album.year
    genre = album.genre
    artworkURL = album.artwork?.url(size: ArtworkReference.coverPixels)
    trackCount = album.trackCount
    musicVideoCount = album.musicVideoCount
    tracks = album.tracks.map { TrackEntry($0, choice: album.choice(of: $0)) }
  }

  /// One track of an album document.
  public struct TrackEntry: Equatable, Sendable, Codable, NullWritingEncodable {
    /// Disc number.
    public let disc: Int
    /// Track number on its disc.
    public let number: Int
    /// What chooses the track, as the album screen shows it: `5`, or `2-1` (disc 2's track 1)
    /// on an album of several discs; `musiclib play ALBUM_ID CHOICE` plays it.
    public let choice: String
    /// Track title.
    public let title: String
    /// Length in whole seconds, or nil.
    public let durationSeconds: Int?
    /// The 30-second preview URL, or nil.
    public let previewURL: String?
    /// The track's own artist (each song's on a compilation), or nil when unknown.
    public let artist: String?

    /// The document form of `track`, chosen on its album as `choice`.
    public init(_ track: Track, choice: TrackChoice) {
      artist = track.artist
      disc = track.disc
      number = track.number
      self.choice = choice.description
      title = track.title
      durationSeconds = track.durationSeconds
      previewURL = track.previewURL
    }
  }
}
