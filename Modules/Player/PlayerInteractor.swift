import Domain
import Foundation
import PlaybackModel

/// The player rules: a signed-in user is required, an unknown album is `.notFound`, an album
/// queues in playing order, and playback goes to the run's session.
public struct PlayerInteractor: PlayerInteracting {
  private let dependencies: PlayerDependencies

  /// Creates the interactor over `dependencies`' ports.
  public init(dependencies: PlayerDependencies) {
    self.dependencies = dependencies
  }

  private var playback: any PlaybackSession { dependencies.playback }

  // MARK: - PlayerInteracting

  public func signedInUser() async throws -> User {
    try await dependencies.currentUser.signedInUser()
  }

  public func album(id: Int64) async throws -> Album {
    _ = try await signedInUser()
    return try await dependencies.catalog.albumInPlayingOrder(id: id, country: dependencies.country)
  }

  public func play(_ entries: [QueueEntry], startingAt index: Int) async {
    await playback.play(entries, startingAt: index)
  }

  public func toggle() async { await playback.toggle() }

  public func next() async -> Bool { await playback.next() }

  public func previous() async -> Bool { await playback.previous() }

  public func stop() async { await playback.stop() }

  public func cycleRepeat() async {
    await playback.setRepeat(await playback.snapshot().queue.repeatMode.next)
  }

  public func toggleShuffle() async {
    await playback.setShuffled(!(await playback.snapshot().queue.isShuffled))
  }

  public func snapshot() async -> PlaybackSnapshot { await playback.snapshot() }

  public func changes() async -> AsyncStream<PlaybackSnapshot> { await playback.changes() }
}
