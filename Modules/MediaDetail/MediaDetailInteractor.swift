import Domain

/// The item page rules: a signed-in user is required; the lookups use the store country of the
/// user's filters; a song's page lists up to five other albums of its artist.
public struct MediaDetailInteractor: MediaDetailInteracting {
  /// How many of the artist's albums are asked for (`entity=album&limit=5`).
  public static let otherAlbumsLimit = 5

  private let dependencies: MediaDetailDependencies

  /// Creates the interactor over `dependencies`' ports.
  public init(dependencies: MediaDetailDependencies) {
    self.dependencies = dependencies
  }

  // MARK: - MediaDetailInteracting

  public func load(id: Int64) async throws -> (
    item: CatalogAnswer<MediaItem>, otherAlbums: [AlbumSummary]
  ) {
    let user = try await dependencies.currentUser.signedInUser()
    let country =
      try await dependencies.filters.filters(for: user.id)?.country ?? MediaFilters.defaults.country
    let answer = try await dependencies.catalog.mediaItemAnswer(id: id, country: country)
    guard let item = answer.value else { throw MusicLibraryError.notFound }
    let found = CatalogAnswer(item, source: answer.source)
    // Not asked for when the item itself came stale because the catalog could not answer, as
    // on the album screen.
    guard item.kind == .song, let artistID = item.artistID, answer.source.staleAge == nil else {
      return (found, [])
    }
    // The other albums are an extra: the song's page is shown even when they cannot be had.
    let albums =
      (try? await dependencies.catalog.artistAlbums(
        artistID: artistID, limit: Self.otherAlbumsLimit, country: country)) ?? []
    return (found, albums.filter { $0.id != item.albumID })
  }
}
