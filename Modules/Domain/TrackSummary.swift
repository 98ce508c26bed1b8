/// A song as a track-search result row.
public struct TrackSummary: Hashable, Sendable, Codable, Identifiable {
  /// The catalog's track id.
  public let id: Int64
  /// The track title.
  public let title: String
  /// The artist, when the catalog gives one.
  public let artist: String?
  /// The album title, when the catalog gives one.
  public let album: String?
  /// The catalog's collection id of the album, when known.
  public let albumID: Int64?
  /// Track number on its disc, when known.
  public let trackNumber: Int?
  /// Disc number, when known.
  public let disc: Int?
  /// Length in whole seconds, when known.
  public let durationSeconds: Int?
  /// URL of the 30-second preview, when the catalog has one.
  public let previewURL: String?
  /// The catalog's artwork, when it has one.
  public let artwork: ArtworkReference?

  /// Creates a summary.
  public init(
    id: Int64, title: String, artist: String?, album: String?, albumID: Int64?, trackNumber: Int?,
    disc: Int?, durationSeconds: Int?, previewURL: String?, artwork: ArtworkReference?
  ) {
    self.id = id
    self.title = title
    self.artist = artist
    self.album = album
    self.albumID = albumID
    self.trackNumber = trackNumber
    self.disc = disc
    self.durationSeconds = durationSeconds
    self.previewURL = previewURL
    self.artwork = artwork
  }
}
