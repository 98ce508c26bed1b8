/// Where the run's preview is in its life.
public enum PlaybackState: String, Hashable, Sendable, Codable {
  /// Nothing plays: not started, stopped, or the track has no preview.
  case idle
  /// The preview is being fetched.
  case loading
  /// Audio runs.
  case playing
  /// Paused by the person.
  case paused
  /// Played to its end.
  case ended
  /// Could not be played, or stopped because of a failure.
  case failed

  /// Whether the state lasts without anything more happening (playback is over or not started).
  public var isResting: Bool {
    switch self {
    case .idle, .ended, .failed: true
    case .loading, .playing, .paused: false
    }
  }
}
