import Domain
import Foundation

/// The player rules: a signed-in user is required, an unknown album is `.notFound`, tracks come
/// in playing order, and playback goes to the preview player.
public struct PlayerInteractor: PlayerInteracting {
  private let currentUser: any CurrentUser
  private let catalog: any AlbumCatalog
  private let player: any PreviewPlayer
  private let country: String

  /// Creates the interactor.
  public init(
    currentUser: any CurrentUser, catalog: any AlbumCatalog,
    player: any PreviewPlayer, country: String
  ) {
    self.currentUser = currentUser
    self.catalog = catalog
    self.player = player
    self.country = country
  }

  // MARK: - PlayerInteracting

  public func signedInUser() async throws -> User {
    try await currentUser.signedInUser()
  }

  public func album(id: Int64) async throws -> Album {
    _ = try await signedInUser()
    return try await catalog.albumInPlayingOrder(id: id, country: country)
  }

  public func play(_ url: URL) async throws { try await player.load(url) }

  public func pause() async throws { try await player.pause() }

  public func resume() async throws { try await player.resume() }

  public func stop() async { await player.stop() }

  public func position() async -> PlaybackPosition? { await player.position() }

  public func playbackEvents() async -> AsyncStream<PreviewPlayerEvent> { await player.events() }
}
