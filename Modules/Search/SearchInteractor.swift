import Domain
import Foundation
import Localization

/// The search rules: a signed-in user is required, the catalog is asked with the configured
/// options, and the albums come back in the language's order.
public struct SearchInteractor: SearchInteracting {
  private let dependencies: SearchDependencies
  private let collation: AlbumCollation

  /// Creates the interactor over `dependencies`' ports; their language decides the alphabetical
  /// order of the results, with their collator's sort keys when given.
  public init(dependencies: SearchDependencies) {
    self.dependencies = dependencies
    collation = AlbumCollation(
      locale: dependencies.language.locale, collator: dependencies.collator)
  }

  // MARK: - SearchInteracting

  public func signedInUser() async throws -> User {
    try await dependencies.currentUser.signedInUser()
  }

  public func searchAlbums(_ query: SearchQuery) async throws -> CatalogAnswer<[AlbumSummary]> {
    _ = try await signedInUser()
    let answer = try await dependencies.catalog.searchAlbumsAnswer(
      term: query.text, limit: dependencies.options.limit, country: dependencies.options.country)
    return answer.map { collation.sorted($0.albums) }
  }

  public func recordSearch(_ query: SearchQuery) async throws {
    try await dependencies.history.recordRetryingOnce(
      query.text, kind: .album, for: try await signedInUser().id, at: dependencies.clock.now())
  }

  public func suggestions(for prefix: String, kind: SearchKind?, limit: Int) async throws
    -> [HistoryEntry]
  {
    let user = try await signedInUser()
    return try await dependencies.history.suggestions(
      for: user.id, prefix: prefix, kind: kind, limit: limit)
  }

  public func signOut() async throws {
    try await dependencies.currentUser.signOut()
  }
}
