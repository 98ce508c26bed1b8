import Domain

/// The media search rules: a signed-in user is required; the catalog is asked with the user's
/// filters (the defaults until they set some) with the run's overrides; items keep the
/// catalog's order and say where they came from (the answer store may serve them stale); a
/// search that was answered is kept in the history as a search of its kind.
public struct MediaSearchInteractor: MediaSearchInteracting {
  private let dependencies: MediaSearchDependencies

  /// Creates the interactor over `dependencies`' ports.
  public init(dependencies: MediaSearchDependencies) {
    self.dependencies = dependencies
  }

  // MARK: - MediaSearchInteracting

  public func signedInUser() async throws -> User {
    try await dependencies.currentUser.signedInUser()
  }

  public func search(_ query: SearchQuery, media: MediaKind?) async throws -> (
    filters: MediaFilters, items: CatalogAnswer<[MediaItem]>
  ) {
    let user = try await signedInUser()
    let saved = try await dependencies.filters.filters(for: user.id) ?? .defaults
    var overrides = dependencies.overrides
    if let media { overrides.media = media }
    let filters: MediaFilters
    do {
      filters = try overrides.apply(to: saved)
    } catch {
      // The front end checks the overrides before it builds the screen.
      throw MusicLibraryError.unexpected(String(describing: error))
    }
    let items = try await dependencies.catalog.searchMediaAnswer(term: query.text, filters: filters)
    // The items arrived, so they are shown even when the history cannot take the search.
    try? await dependencies.history.recordRetryingOnce(
      query.text, kind: SearchKind(filters.media), for: user.id, at: dependencies.clock.now())
    return (filters, items)
  }
}
