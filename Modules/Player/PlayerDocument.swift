import Domain

/// One state of the player for scripts, printed as one JSON line per change:
/// `{"state", "positionSeconds", "durationSeconds", "track", "artist"}`, unknowns as null.
public struct PlayerDocument: Equatable, Sendable, Codable, NullWritingEncodable {
  /// `idle`, `loading`, `playing`, `paused`, `ended` or `failed`.
  public let state: PlaybackState
  /// Seconds played, to a tenth; nil when nothing is loaded.
  public let positionSeconds: Double?
  /// The preview's length, to a tenth; nil while unknown.
  public let durationSeconds: Double?
  /// The track title.
  public let track: String
  /// The artist, or nil.
  public let artist: String?

  /// Creates a document.
  public init(
    state: PlaybackState, positionSeconds: Double?, durationSeconds: Double?, track: String,
    artist: String?
  ) {
    self.state = state
    self.positionSeconds = positionSeconds
    self.durationSeconds = durationSeconds
    self.track = track
    self.artist = artist
  }
}
