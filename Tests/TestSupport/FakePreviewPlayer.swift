import Domain
import Foundation
import PlaybackModel
import Testing

/// A `PreviewPlayer` that plays nothing: it records every call, fails the URLs it was told to,
/// and sends the events a test asks for. Unless the test allows playback (or configures
/// failures), every call records a test issue naming itself, so a screen that must not touch the
/// player fails its test when it does.
public actor FakePreviewPlayer: PreviewPlayer {
  /// A call the player received.
  public enum Call: Hashable, Sendable {
    /// `load(_:)` with this URL.
    case load(String)
    /// `pause()`.
    case pause
    /// `resume()`.
    case resume
    /// `stop()`.
    case stop
  }

  private let failures: [String: PreviewFailure]
  private let allowed: Bool
  private let playingPosition: PlaybackPosition
  private var loaded: String?
  private var recorded: [Call] = []
  private var ahead: [String] = []
  private var listener: AsyncStream<PreviewPlayerEvent>.Continuation?

  /// A player that may be used when `allowingPlayback` is true or `failures` are given, whose
  /// `load` throws `failures[url]` for those URLs, and whose position while something is loaded
  /// is `position`.
  public init(
    allowingPlayback: Bool = false, failures: [String: PreviewFailure] = [:],
    position: PlaybackPosition = PlaybackPosition(elapsed: 1.25, duration: 30)
  ) {
    self.failures = failures
    allowed = allowingPlayback || !failures.isEmpty
    playingPosition = position
  }

  /// Every call so far, oldest first.
  public var calls: [Call] { recorded }

  /// Sends `event` to the current listener, as the real player does on its own.
  public func emit(_ event: PreviewPlayerEvent) {
    if event == .ended { loaded = nil }
    listener?.yield(event)
  }

  private func check(_ method: String) {
    if !allowed { Issue.record("FakePreviewPlayer.\(method) called but not allowed") }
  }

  public func load(_ url: URL) async throws {
    check("load")
    recorded.append(.load(url.absoluteString))
    if let failure = failures[url.absoluteString] {
      loaded = nil
      throw failure
    }
    loaded = url.absoluteString
  }

  public func pause() async throws {
    check("pause")
    guard loaded != nil else { throw PreviewFailure.playerFailed("nothing is playing") }
    recorded.append(.pause)
  }

  public func resume() async throws {
    check("resume")
    guard loaded != nil else { throw PreviewFailure.playerFailed("nothing is playing") }
    recorded.append(.resume)
  }

  public func stop() async {
    check("stop")
    recorded.append(.stop)
    loaded = nil
  }

  public func position() async -> PlaybackPosition? {
    check("position")
    return loaded == nil ? nil : playingPosition
  }

  public func events() async -> AsyncStream<PreviewPlayerEvent> {
    check("events")
    listener?.finish()
    let (stream, continuation) = AsyncStream.makeStream(of: PreviewPlayerEvent.self)
    listener = continuation
    return stream
  }

  public func shutdown() async {
    check("shutdown")
    loaded = nil
    listener?.finish()
  }

  /// The URLs asked to be fetched ahead, oldest first (kept apart from `calls`).
  public var prefetched: [String] { ahead }

  public func prefetch(_ url: URL) async {
    ahead.append(url.absoluteString)
  }
}
