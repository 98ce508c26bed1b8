import Domain
import InMemoryPorts
import Localization
import Search
import TestSupport

/// Albums and wiring shared by the search tests.
enum SearchFixtures {
  static func album(
    _ id: Int64, _ title: String, artist: String? = "Artist", trackCount: Int? = 10,
    year: Int? = 2000,
    artwork: ArtworkReference? = .sized("https://is1-ssl.mzstatic.com/image/thumb/a/b")
  ) -> AlbumSummary {
    AlbumSummary(
      id: id, title: title, artist: artist, trackCount: trackCount, year: year,
      artwork: artwork)
  }

  /// A screen over `catalog` with Ivan Petrov signed in (unless `signedIn` is false).
  @MainActor static func screen(
    catalog: any MusicCatalog, language: Language = .en, signedIn: Bool = true,
    history: InMemorySearchHistory = InMemorySearchHistory(allowingUse: true),
    clock: FixedClock = FixedClock(today: CalendarDate(year: 2026, month: 11, day: 22)!)
  ) async throws -> Screen {
    let accounts =
      signedIn
      ? try await InMemoryAccounts.withSignedInUser().accounts : InMemoryAccounts(allowingUse: true)
    let view = SpySearchView()
    let router = SpySearchRouter()
    let dependencies = SearchDependencies(
      currentUser: accounts, catalog: catalog, history: history, clock: clock, language: language)
    let presenter = SearchModule.build(view: view, router: router, dependencies: dependencies)
    view.presenter = presenter
    return Screen(
      view: view, router: router, presenter: presenter, accounts: accounts, history: history)
  }

  @MainActor struct Screen {
    let view: SpySearchView
    let router: SpySearchRouter
    let presenter: any SearchPresenting
    let accounts: InMemoryAccounts
    let history: InMemorySearchHistory
  }
}
