import Domain
import Foundation

/// The player rules: a signed-in user is required, an unknown album is `.notFound`, tracks come
/// in playing order, and playback goes to the preview player.
public struct PlayerInteractor: PlayerInteracting {
  private let users: any UserStore
  private let session: any SessionStore
  private let catalog: any MusicCatalog
  private let player: any PreviewPlayer
  private let country: String

  /// Creates the interactor.
  public init(
    users: any UserStore, session: any SessionStore, catalog: any MusicCatalog,
    player: any PreviewPlayer, country: String
  ) {
    self.users = users
    self.session = session
    self.catalog = catalog
    self.player = player
    self.country = country
  }

  // MARK: - PlayerInteracting

  public func signedInUser() async throws -> User {
    try await SignedInUser.load(users: users, session: session)
  }

  public func album(id: Int64) async throws -> Album {
    _ = try await signedInUser()
    guard let album = try await catalog.album(id: id, country: country) else {
      throw MusicLibraryError.notFound
    }
    return Album(
      id: album.id, title: album.title, artist: album.artist, year: album.year,
      genre: album.genre, artwork: album.artwork, trackCount: album.trackCount,
      tracks: album.tracks.sorted { ($0.disc, $0.number) < ($1.disc, $1.number) })
  }

  public func play(_ url: URL) async throws { try await player.load(url) }

  public func pause() async throws { try await player.pause() }

  public func resume() async throws { try await player.resume() }

  public func stop() async { await player.stop() }

  public func position() async -> PlaybackPosition? { await player.position() }

  public func playbackEvents() async -> AsyncStream<PreviewPlayerEvent> { await player.events() }
}
