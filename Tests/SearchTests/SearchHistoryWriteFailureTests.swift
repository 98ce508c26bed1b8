import Domain
import Foundation
import InMemoryPorts
import Localization
import Search
import TestSupport
import Testing

/// Results that arrived are shown even when the history cannot record the search: a busy lock
/// is tried once more, then the results come with a warning instead of a failure.
@MainActor @Suite struct SearchHistoryWriteFailureTests {
  let locked = MusicLibraryError.storage(.locked(path: "/data/library.sqlite3"))

  func screen(_ history: BusySearchHistory, language: Language = .en) async throws
    -> (SpySearchView, any SearchPresenting)
  {
    let accounts = try await InMemoryAccounts.withSignedInUser().accounts
    let view = SpySearchView()
    let presenter = SearchModule.build(
      view: view, router: SpySearchRouter(),
      dependencies: SearchDependencies(
        currentUser: accounts,
        catalog: FakeCatalog(summaries: [SearchFixtures.album(1, "Abbey Road")]),
        history: history, clock: FixedClock(Date(timeIntervalSince1970: 0)), language: language))
    view.presenter = presenter
    return (view, presenter)
  }

  func recorded(_ history: BusySearchHistory) async -> [String] {
    await history.stored.entries(for: User.ID(rawValue: 1), limit: 10).map(\.query)
  }

  @Test func aLockMetOnceIsRetriedAndNothingIsSaid() async throws {
    let history = BusySearchHistory(failures: 1, error: locked)
    let (view, presenter) = try await screen(history)

    await presenter.didSubmit(query: "the beatles")

    #expect(view.last?.rows.map(\.title) == ["Abbey Road"])
    #expect(view.last?.warning == nil)
    #expect(view.last?.failure == nil)
    #expect(await history.recordCalls == 2)
    #expect(await recorded(history) == ["the beatles"])
  }

  @Test(arguments: [
    (
      Language.en,
      "Warning: this search was not saved in your history. "
        + "The database /data/library.sqlite3 is busy in another process. Try again"
    ),
    (
      Language.ru,
      "Внимание: этот поиск не сохранён в истории. "
        + "База данных /data/library.sqlite3 занята другим процессом. Повторите попытку"
    ),
  ])
  func aLockThatStaysShowsTheResultsWithAWarning(language: Language, warning: String)
    async throws
  {
    let history = BusySearchHistory(failures: 2, error: locked)
    let (view, presenter) = try await screen(history, language: language)

    await presenter.didSubmit(query: "the beatles")

    let shown = try #require(view.last)
    #expect(shown.rows.map(\.title) == ["Abbey Road"], "the results are not discarded")
    #expect(shown.document?.albums.count == 1)
    #expect(shown.failure == nil)
    #expect(shown.warning == warning)
    #expect(await history.recordCalls == 2, "tried once more, no more")
    #expect(await recorded(history).isEmpty)
  }

  @Test func otherStorageFailuresAreNotRetriedButStillOnlyWarn() async throws {
    let history = BusySearchHistory(
      failures: 1, error: .storage(.readOnly(path: "/data/library.sqlite3")))
    let (view, presenter) = try await screen(history)

    await presenter.didSubmit(query: "the beatles")

    #expect(view.last?.rows.count == 1)
    #expect(view.last?.warning?.hasPrefix("Warning: this search was not saved") == true)
    #expect(await history.recordCalls == 1)
  }

  @Test func theWarningIsGivenOnce() async throws {
    let (view, presenter) = try await screen(BusySearchHistory(failures: 2, error: locked))
    await presenter.didSubmit(query: "the beatles")
    #expect(view.last?.warning != nil)

    presenter.didSelectAlbum(number: 9)

    #expect(view.last?.warning == nil)
    #expect(view.last?.rows.count == 1)
  }
}
