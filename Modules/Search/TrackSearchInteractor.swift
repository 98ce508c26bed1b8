import Domain

/// The track search rules: a signed-in user is required and the catalog is asked with the
/// configured options; the songs keep the catalog's order.
public struct TrackSearchInteractor: TrackSearchInteracting {
  private let dependencies: SearchDependencies

  /// Creates the interactor over `dependencies`' ports.
  public init(dependencies: SearchDependencies) {
    self.dependencies = dependencies
  }

  // MARK: - TrackSearchInteracting

  public func signedInUser() async throws -> User {
    try await dependencies.currentUser.signedInUser()
  }

  public func searchTracks(_ query: SearchQuery) async throws -> CatalogAnswer<[TrackSummary]> {
    _ = try await signedInUser()
    return try await dependencies.catalog.searchTracksAnswer(
      term: query.text, limit: dependencies.options.limit, country: dependencies.options.country)
  }
}
