import Domain
import Foundation
import Localization

/// The search rules: a signed-in user is required, the catalog is asked with the configured
/// options, and the albums come back in the language's order.
public struct SearchInteractor: SearchInteracting {
  private let currentUser: any CurrentUser
  private let catalog: any AlbumCatalog
  private let history: any SearchHistoryStore
  private let clock: any WallClock
  private let options: SearchOptions
  private let collation: AlbumCollation

  /// Creates the interactor; `locale` decides the alphabetical order of the results, with
  /// `collator`'s sort keys when given.
  public init(
    currentUser: any CurrentUser, catalog: any AlbumCatalog,
    history: any SearchHistoryStore, clock: any WallClock, options: SearchOptions, locale: Locale,
    collator: (any TextCollator)? = nil
  ) {
    self.currentUser = currentUser
    self.catalog = catalog
    self.history = history
    self.clock = clock
    self.options = options
    collation = AlbumCollation(locale: locale, collator: collator)
  }

  // MARK: - SearchInteracting

  public func signedInUser() async throws -> User {
    try await currentUser.signedInUser()
  }

  public func searchAlbums(_ query: SearchQuery) async throws -> CatalogAnswer<[AlbumSummary]> {
    _ = try await signedInUser()
    let answer = try await catalog.searchAlbumsAnswer(
      term: query.text, limit: options.limit, country: options.country)
    return answer.map { collation.sorted($0.albums) }
  }

  public func recordSearch(_ query: SearchQuery) async throws {
    let user = try await signedInUser()
    let now = clock.now()
    do {
      try await history.record(query.text, for: user.id, at: now)
    } catch MusicLibraryError.storage(.locked) {
      // The busy timeout has already waited once; a second wait covers a lock that was taken
      // just before it ran out (another process's short write).
      try await history.record(query.text, for: user.id, at: now)
    }
  }

  public func recentQueries(limit: Int) async throws -> [String] {
    let user = try await signedInUser()
    return try await history.entries(for: user.id, limit: limit).map(\.query)
  }

  public func suggestions(for prefix: String, limit: Int) async throws -> [String] {
    let user = try await signedInUser()
    return try await history.suggestions(for: user.id, prefix: prefix, limit: limit)
  }

  public func signOut() async throws {
    try await currentUser.signOut()
  }
}
