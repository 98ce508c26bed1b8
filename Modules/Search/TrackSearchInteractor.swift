import Domain

/// The track search rules: a signed-in user is required and the catalog is asked with the
/// configured options; the songs keep the catalog's order.
public struct TrackSearchInteractor: TrackSearchInteracting {
  private let currentUser: any CurrentUser
  private let catalog: any TrackCatalog
  private let options: SearchOptions

  /// Creates the interactor.
  public init(
    currentUser: any CurrentUser, catalog: any TrackCatalog,
    options: SearchOptions
  ) {
    self.currentUser = currentUser
    self.catalog = catalog
    self.options = options
  }

  // MARK: - TrackSearchInteracting

  public func signedInUser() async throws -> User {
    try await currentUser.signedInUser()
  }

  public func searchTracks(_ query: SearchQuery) async throws -> CatalogAnswer<[TrackSummary]> {
    _ = try await signedInUser()
    return try await catalog.searchTracksAnswer(
      term: query.text, limit: options.limit, country: options.country)
  }
}
