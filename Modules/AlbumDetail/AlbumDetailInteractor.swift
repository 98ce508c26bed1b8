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

  public func album(id: Int64) async throws -> Album {
    _ = try await signedInUser()
    return try await catalog.albumInPlayingOrder(id: id, country: country)
  }

  public func signOut() async throws {
    try await currentUser.signOut()
  }
}
