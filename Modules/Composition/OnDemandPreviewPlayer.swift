import Domain
import Foundation
import PlaybackModel

/// A preview player made on its first use: most commands never play, and finding mpv, making the
/// player and shutting it down cost every one of them a start-up's worth of work otherwise.
public final class OnDemandPreviewPlayer: PreviewPlayer, @unchecked Sendable {
  private let make: @Sendable () -> any PreviewPlayer
  private let lock = NSLock()
  private var made: (any PreviewPlayer)?

  /// A player that calls `make` once, when it is first asked to do anything.
  public init(make: @escaping @Sendable () -> any PreviewPlayer) {
    self.make = make
  }

  /// Whether the real player has been made (a run that never played has nothing to shut down).
  public var isMade: Bool {
    lock.withLock { made != nil }
  }

  private var player: any PreviewPlayer {
    lock.withLock {
      if let made { return made }
      let player = make()
      made = player
      return player
    }
  }

  public func load(_ url: URL) async throws { try await player.load(url) }
  public func pause() async throws { try await player.pause() }
  public func resume() async throws { try await player.resume() }
  public func stop() async { await player.stop() }
  public func position() async -> PlaybackPosition? { await player.position() }
  public func events() async -> AsyncStream<PreviewPlayerEvent> { await player.events() }
  public func prefetch(_ url: URL) async { await player.prefetch(url) }

  /// Shuts the real player down when it was made; nothing to do otherwise.
  public func shutdown() async {
    guard let made = lock.withLock({ made }) else { return }
    await made.shutdown()
  }
}
