import Domain

/// The track search rules: a signed-in user is required and the catalog is asked with the
/// configured options; the songs keep the catalog's order.
public struct TrackSearchInteractor: TrackSearchInteracting {
  private let users: any UserStore
  private let session: any SessionStore
  private let catalog: any MusicCatalog
  private let options: SearchOptions

  /// Creates the interactor.
  public init(
    users: any UserStore, session: any SessionStore, catalog: any MusicCatalog,
    options: SearchOptions
  ) {
    self.users = users
    self.session = session
    self.catalog = catalog
    self.options = options
  }

  // MARK: - TrackSearchInteracting

  public func signedInUser() async throws -> User {
    try await SignedInUser.load(users: users, session: session)
  }

  public func searchTracks(_ query: SearchQuery) async throws -> [TrackSummary] {
    _ = try await signedInUser()
    return try await catalog.searchTracks(
      term: query.text, limit: options.limit, country: options.country)
  }
}
