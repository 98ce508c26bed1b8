import Domain
import Foundation

/// The search rules: a signed-in user is required, the catalog is asked with the configured
/// options, and the albums come back in the language's order.
public struct SearchInteractor: SearchInteracting {
  private let users: any UserStore
  private let session: any SessionStore
  private let catalog: any MusicCatalog
  private let options: SearchOptions
  private let collation: AlbumCollation

  /// Creates the interactor; `locale` decides the alphabetical order of the results.
  public init(
    users: any UserStore, session: any SessionStore, catalog: any MusicCatalog,
    options: SearchOptions, locale: Locale
  ) {
    self.users = users
    self.session = session
    self.catalog = catalog
    self.options = options
    collation = AlbumCollation(locale: locale)
  }

  // MARK: - SearchInteracting

  public func signedInUser() async throws -> User {
    try await SignedInUser.load(users: users, session: session)
  }

  public func searchAlbums(_ query: SearchQuery) async throws -> [AlbumSummary] {
    _ = try await signedInUser()
    let page = try await catalog.searchAlbums(
      term: query.text, limit: options.limit, country: options.country)
    return collation.sorted(page.albums)
  }

  public func signOut() async throws {
    try await session.end()
  }
}
