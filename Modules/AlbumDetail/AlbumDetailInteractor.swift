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

  public func otherAlbums(of album: Album) async throws -> [AlbumSummary] {
    guard let artistID = album.artistID else { return [] }
    let albums = try await catalog.artistAlbums(
      artistID: artistID, limit: Self.otherAlbumsLimit, country: country)
    return albums.filter { $0.id != album.id }
  }

  /// How many of the artist's albums are asked for (`entity=album&limit=5`).
  public static let otherAlbumsLimit = 5

  public func signOut() async throws {
    try await currentUser.signOut()
  }
}
