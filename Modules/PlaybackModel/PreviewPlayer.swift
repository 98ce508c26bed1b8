import Domain
import Foundation

/// Where a preview is in its playback, in seconds.
public struct PlaybackPosition: Hashable, Sendable {
  /// Seconds played so far.
  public let elapsed: Double
  /// The preview's length; nil until the player knows it.
  public let duration: Double?

  /// Creates a position.
  public init(elapsed: Double, duration: Double?) {
    self.elapsed = elapsed
    self.duration = duration
  }
}

/// Why a preview could not be played.
public enum PreviewFailure: Error, Hashable, Sendable {
  /// No player program is installed; `installHint` says how to get one.
  case playerMissing(installHint: String)
  /// The preview could not be loaded (an HTTP error, no network, TLS, a body past the size cap, a
  /// refused redirect: they are not told apart).
  case loadFailed
  /// The machine has no usable audio output.
  case noAudioOutput
  /// The preview did not start within the player's time limit (or its download missed the
  /// transport's deadline).
  case timeout
  /// The player program could not be started or stopped answering.
  case playerFailed(String)
  /// The run is offline, so no preview is downloaded.
  case offline
}

/// A change the player reports on its own, between the calls made to it; never the echo of a
/// call (`pause()` and `resume()` are not reported back, however late the player confirms them).
public enum PreviewPlayerEvent: Hashable, Sendable {
  /// Playback paused.
  case paused
  /// Playback resumed.
  case resumed
  /// The preview played to its end.
  case ended
  /// The preview stopped because of a failure.
  case failed(PreviewFailure)
}

/// Plays one 30-second preview at a time (mpv in production). One player serves a whole run, so
/// switching previews is cheap.
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state (an actor or a lock). The interactors that use it hold it strongly.
public protocol PreviewPlayer: Sendable {
  /// Starts playing `url`, replacing whatever was playing; returns once audio actually runs.
  /// Throws `PreviewFailure`, or `CancellationError` when `stop()` or another `load` replaced it.
  func load(_ url: URL) async throws
  /// Pauses the current preview; throws `PreviewFailure` when nothing is loaded.
  func pause() async throws
  /// Resumes the current preview; throws `PreviewFailure` when nothing is loaded.
  func resume() async throws
  /// Stops the current preview; the player stays ready for the next one.
  func stop() async
  /// Where the current preview is; nil when nothing is loaded.
  func position() async -> PlaybackPosition?
  /// A fresh stream of the events from now on; it ends the stream handed out before, since one
  /// screen at a time listens.
  func events() async -> AsyncStream<PreviewPlayerEvent>
  /// Stops and releases the player (ends its process). Call once when the run ends.
  func shutdown() async
  /// Fetches `url` ahead of a `load` of it, so that the load starts sooner (the next track of a
  /// queue while one plays); only the latest URL is kept.
  func prefetch(_ url: URL) async
}

extension PreviewPlayer {
  /// Nothing to fetch ahead: the player loads what it is given when it is given it.
  public func prefetch(_ url: URL) async {}
}
