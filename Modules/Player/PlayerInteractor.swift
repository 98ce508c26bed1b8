import Domain
import Foundation

/// The player rules: a signed-in user is required, an unknown album is `.notFound`, tracks come
/// in playing order, and playback goes to the preview player.
public struct PlayerInteractor: PlayerInteracting {
  private let dependencies: PlayerDependencies

  /// Creates the interactor over `dependencies`' ports.
  public init(dependencies: PlayerDependencies) {
    self.dependencies = dependencies
  }

  // MARK: - PlayerInteracting

  public func signedInUser() async throws -> User {
    try await dependencies.currentUser.signedInUser()
  }

  public func album(id: Int64) async throws -> Album {
    _ = try await signedInUser()
    return try await dependencies.catalog.albumInPlayingOrder(id: id, country: dependencies.country)
  }

  public func play(_ url: URL) async throws { try await dependencies.player.load(url) }

  public func pause() async throws { try await dependencies.player.pause() }

  public func resume() async throws { try await dependencies.player.resume() }

  public func stop() async { await dependencies.player.stop() }

  public func position() async -> PlaybackPosition? { await dependencies.player.position() }

  public func playbackEvents() async -> AsyncStream<PreviewPlayerEvent> {
    await dependencies.player.events()
  }
}
