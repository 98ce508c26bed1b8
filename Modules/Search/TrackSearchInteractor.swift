import Domain

/// The track search rules: a signed-in user is required and the catalog is asked with the
/// configured options; the songs keep the catalog's order, and a search that was answered is
/// kept in the history as a track search.
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
    let user = try await signedInUser()
    let answer = try await dependencies.catalog.searchTracksAnswer(
      term: query.text, limit: dependencies.options.limit, country: dependencies.options.country)
    // The songs arrived, so they are shown even when the history cannot take the search.
    try? await dependencies.history.recordRetryingOnce(
      query.text, kind: .track, for: user.id, at: dependencies.clock.now())
    return answer
  }
}
