import Domain

/// A completed track search for scripts: `{"query": …, "tracks": [{"id", "title", "artist",
/// "album", "albumID", "durationSeconds", "previewURL"}]}` in the catalog's order, unknowns as
/// null.
public struct TrackSearchDocument: Equatable, Sendable, Codable {
  /// The trimmed query that was sent.
  public let query: String
  /// The tracks in the catalog's order.
  public let tracks: [TrackEntry]

  /// Creates a document.
  public init(query: String, tracks: [TrackEntry]) {
    self.query = query
    self.tracks = tracks
  }

  /// One track of a track search document.
  public struct TrackEntry: Equatable, Sendable, Codable {
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

    private enum CodingKeys: String, CodingKey {
      case id, title, artist, album, albumID, durationSeconds, previewURL
    }

    // Written by hand: the synthesized encoder leaves nil out, while scripts rely on null.
    /// Encodes every key, unknown values as null.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(title, forKey: .title)
      try container.encode(artist, forKey: .artist)
      try container.encode(album, forKey: .album)
      try container.encode(albumID, forKey: .albumID)
      try container.encode(durationSeconds, forKey: .durationSeconds)
      try container.encode(previewURL, forKey: .previewURL)
    }
  }
}
