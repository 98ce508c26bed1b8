import Domain

/// The item page rules: a signed-in user is required; the lookups use the store country of the
/// user's filters; a song's page lists up to five other albums of its artist.
public struct MediaDetailInteractor: MediaDetailInteracting {
  /// How many of the artist's albums are asked for (`entity=album&limit=5`).
  public static let otherAlbumsLimit = 5

  private let currentUser: any CurrentUser
  private let catalog: any MediaCatalog & ArtistCatalog
  private let store: any MediaFiltersStore

  /// Creates the interactor.
  public init(
    currentUser: any CurrentUser, catalog: any MediaCatalog & ArtistCatalog,
    store: any MediaFiltersStore
  ) {
    self.currentUser = currentUser
    self.catalog = catalog
    self.store = store
  }

  // MARK: - MediaDetailInteracting

  public func load(id: Int64) async throws -> (
    item: CatalogAnswer<MediaItem>, otherAlbums: [AlbumSummary]
  ) {
    let user = try await currentUser.signedInUser()
    let country = try await store.filters(for: user.id)?.country ?? MediaFilters.defaults.country
    let answer = try await catalog.mediaItemAnswer(id: id, country: country)
    guard let item = answer.value else { throw MusicLibraryError.notFound }
    let found = CatalogAnswer(item, source: answer.source)
    // Not asked for when the item itself came stale because the catalog could not answer, as
    // on the album screen.
    guard item.kind == .song, let artistID = item.artistID, answer.source.staleAge == nil else {
      return (found, [])
    }
    // The other albums are an extra: the song's page is shown even when they cannot be had.
    let albums =
      (try? await catalog.artistAlbums(
        artistID: artistID, limit: Self.otherAlbumsLimit, country: country)) ?? []
    return (found, albums.filter { $0.id != item.albumID })
  }
}
