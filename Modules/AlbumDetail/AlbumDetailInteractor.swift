import Domain

/// The album rules: a signed-in user is required, an unknown id is `.notFound`, and the tracks
/// come in playing order.
public struct AlbumDetailInteractor: AlbumDetailInteracting {
  private let users: any UserStore
  private let session: any SessionStore
  private let catalog: any MusicCatalog
  private let country: String

  /// Creates the interactor.
  public init(
    users: any UserStore, session: any SessionStore, catalog: any MusicCatalog, country: String
  ) {
    self.users = users
    self.session = session
    self.catalog = catalog
    self.country = country
  }

  // MARK: - AlbumDetailInteracting

  public func signedInUser() async throws -> User {
    try await SignedInUser.load(users: users, session: session)
  }

  public func album(id: Int64) async throws -> Album {
    _ = try await signedInUser()
    guard let album = try await catalog.album(id: id, country: country) else {
      throw MusicLibraryError.notFound
    }
    return album.withTracksInPlayingOrder()
  }

  public func signOut() async throws {
    try await session.end()
  }
}
