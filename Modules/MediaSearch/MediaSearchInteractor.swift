import Domain

/// The media search rules: a signed-in user is required; the catalog is asked with the user's
/// filters (the defaults until they set some) with the run's overrides; items keep the
/// catalog's order and say where they came from (the answer store may serve them stale).
public struct MediaSearchInteractor: MediaSearchInteracting {
  private let currentUser: any CurrentUser
  private let catalog: any MediaCatalog
  private let store: any MediaFiltersStore
  private let overrides: MediaSearchOverrides

  /// Creates the interactor.
  public init(
    currentUser: any CurrentUser, catalog: any MediaCatalog, store: any MediaFiltersStore,
    overrides: MediaSearchOverrides
  ) {
    self.currentUser = currentUser
    self.catalog = catalog
    self.store = store
    self.overrides = overrides
  }

  // MARK: - MediaSearchInteracting

  public func signedInUser() async throws -> User {
    try await currentUser.signedInUser()
  }

  public func search(_ query: SearchQuery) async throws -> (
    filters: MediaFilters, items: CatalogAnswer<[MediaItem]>
  ) {
    let user = try await signedInUser()
    let saved = try await store.filters(for: user.id) ?? .defaults
    let filters: MediaFilters
    do {
      filters = try overrides.apply(to: saved)
    } catch {
      // The front end checks the overrides before it builds the screen.
      throw MusicLibraryError.unexpected(String(describing: error))
    }
    return (filters, try await catalog.searchMediaAnswer(term: query.text, filters: filters))
  }
}
