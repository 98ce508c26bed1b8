import Domain

/// A completed track search for scripts: `{"query": …, "tracks": [{"id", "title", "artist",
/// "album", "albumID", "durationSeconds", "previewURL"}]}` in the catalog's order, unknowns as
/// null; an answer served stale from the store adds `"stale": true, "fetchedAt"` (ISO 8601).
public struct TrackSearchDocument: Equatable, Sendable, Codable, StaleMarkedDocument {
  /// The trimmed query that was sent.
  public let query: String
  /// The tracks in the catalog's order.
  public let tracks: [TrackEntry]
  /// True when the answer was served stale from the store; absent otherwise.
  public var stale: Bool?
  /// When a stale answer was fetched, ISO 8601 UTC; absent otherwise.
  public var fetchedAt: String?

  /// Creates a document.
  public init(query: String, tracks: [TrackEntry]) {
    self.query = query
    self.tracks = tracks
  }

  /// One track of a track search document.
  public struct TrackEntry: Equatable, Sendable, Codable, NullWritingEncodable {
    /// The catalog's track id.
    public let id: Int64
    /// The track title.
    public let title: String
    /// The artist, or nil.
    public let artist: String?
    /// The album title, or nil.
    public let album: String?
    /// The album's catalog id, or nil.
    public let albumID: Int64?
    /// Length in whole seconds, or nil.
    public let durationSeconds: Int?
    /// The 30-second preview URL, or nil.
    public let previewURL: String?

    /// The document form of `track`.
    public init(_ track: TrackSummary) {
      id = track.id
      title = track.title
      artist = track.artist
      album = track.album
      albumID = track.albumID
      durationSeconds = track.durationSeconds
      previewURL = track.previewURL
    }
  }
}
