import Domain

/// The album rules: a signed-in user is required, an unknown id is `.notFound`, the tracks
/// come in playing order, and saving keeps the album in the signed-in user's library.
public struct AlbumDetailInteractor: AlbumDetailInteracting {
  private let dependencies: AlbumDetailDependencies

  /// Creates the interactor over `dependencies`' ports.
  public init(dependencies: AlbumDetailDependencies) {
    self.dependencies = dependencies
  }

  // MARK: - AlbumDetailInteracting

  public func signedInUser() async throws -> User {
    try await dependencies.currentUser.signedInUser()
  }

  public func album(id: Int64) async throws -> CatalogAnswer<Album> {
    _ = try await signedInUser()
    let answer = try await dependencies.catalog.albumAnswer(id: id, country: dependencies.country)
    guard let album = answer.value else { throw MusicLibraryError.notFound }
    return CatalogAnswer(album.withTracksInPlayingOrder(), source: answer.source)
  }

  public func save(_ album: Album) async throws -> Bool {
    try await dependencies.savedAlbums.save(
      album, for: try await signedInUser().id, at: dependencies.clock.now())
  }

  public func remove(albumID: Int64) async throws -> Bool {
    try await dependencies.savedAlbums.remove(albumID: albumID, for: try await signedInUser().id)
  }

  public func otherAlbums(of album: Album) async throws -> [AlbumSummary] {
    guard let artistID = album.artistID else { return [] }
    let albums = try await dependencies.catalog.artistAlbums(
      artistID: artistID, limit: Self.otherAlbumsLimit, country: dependencies.country)
    return albums.filter { $0.id != album.id }
  }

  /// How many of the artist's albums are asked for (`entity=album&limit=5`).
  public static let otherAlbumsLimit = 5

  public func signOut() async throws {
    try await dependencies.currentUser.signOut()
  }
}
