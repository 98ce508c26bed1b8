import Domain

/// The album rules: a signed-in user is required, an unknown id is `.notFound`, and the tracks
/// come in playing order.
public struct AlbumDetailInteractor: AlbumDetailInteracting {
  private let currentUser: any CurrentUser
  private let catalog: any MusicCatalog
  private let country: String

  /// Creates the interactor.
  public init(
    currentUser: any CurrentUser, catalog: any MusicCatalog, country: String
  ) {
    self.currentUser = currentUser
    self.catalog = catalog
    self.country = country
  }

  // MARK: - AlbumDetailInteracting

  public func signedInUser() async throws -> User {
    try await currentUser.signedInUser()
  }

  public func album(id: Int64) async throws -> CatalogAnswer<Album> {
    _ = try await signedInUser()
    let answer = try await catalog.albumAnswer(id: id, country: country)
    guard let album = answer.value else { throw MusicLibraryError.notFound }
    return CatalogAnswer(album.withTracksInPlayingOrder(), source: answer.source)
  }

  public func signOut() async throws {
    try await currentUser.signOut()
  }
}
