import Domain
import PlaybackModel

/// One state of the player for scripts, printed as one JSON line per change:
/// `{"state", "positionSeconds", "durationSeconds", "track", "artist", "queuePosition",
/// "queueLength"}`, unknowns as null.
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
  /// The track's place in the queue, from 1.
  public let queuePosition: Int
  /// How many tracks the queue has.
  public let queueLength: Int

  /// Creates a document.
  public init(
    state: PlaybackState, positionSeconds: Double?, durationSeconds: Double?, track: String,
    artist: String?, queuePosition: Int = 1, queueLength: Int = 1
  ) {
    self.queuePosition = queuePosition
    self.queueLength = queueLength
    self.state = state
    self.positionSeconds = positionSeconds
    self.durationSeconds = durationSeconds
    self.track = track
    self.artist = artist
  }
}
