import Domain

/// The album rules: a signed-in user is required, an unknown id is `.notFound`, the tracks
/// come in playing order, and saving keeps the album in the signed-in user's library.
public struct AlbumDetailInteractor: AlbumDetailInteracting {
  private let currentUser: any CurrentUser
  private let catalog: any AlbumCatalog & ArtistCatalog
  private let country: String
  private let savedAlbums: any SavedAlbumStore
  private let clock: any WallClock

  /// Creates the interactor.
  public init(
    currentUser: any CurrentUser, catalog: any AlbumCatalog & ArtistCatalog, country: String,
    savedAlbums: any SavedAlbumStore, clock: any WallClock
  ) {
    self.currentUser = currentUser
    self.catalog = catalog
    self.country = country
    self.savedAlbums = savedAlbums
    self.clock = clock
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

  public func save(_ album: Album) async throws -> Bool {
    try await savedAlbums.save(album, for: try await signedInUser().id, at: clock.now())
  }

  public func remove(albumID: Int64) async throws -> Bool {
    try await savedAlbums.remove(albumID: albumID, for: try await signedInUser().id)
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
