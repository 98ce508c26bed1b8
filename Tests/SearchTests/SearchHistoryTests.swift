import Domain
import Foundation
import InMemoryPorts
import Localization
import Search
import TestSupport
import Testing

/// How the search screen records, offers and reruns the signed-in user's past queries.
@MainActor @Suite struct SearchHistoryTests {
  let userID = User.ID(rawValue: 1)

  func recorded(_ screen: SearchFixtures.Screen) async -> [String] {
    await screen.history.entries(for: userID, limit: 100).map(\.query)
  }

  @Test func onlySuccessfulSearchesAreRecordedTrimmed() async throws {
    let screen = try await SearchFixtures.screen(
      catalog: FakeCatalog(summaries: [SearchFixtures.album(1, "Abbey Road")]))
    await screen.presenter.didSubmit(query: "  the beatles  ")
    await screen.presenter.didSubmit(query: "ab")
    #expect(await recorded(screen) == ["the beatles"])

    let failing = try await SearchFixtures.screen(
      catalog: FakeCatalog(failure: MusicLibraryError.serverError(status: 503)))
    await failing.presenter.didSubmit(query: "the beatles")
    #expect(await recorded(failing).isEmpty, "a failed search is not recorded")
  }

  @Test func theScreenOpensWithTheLastFiveQueries() async throws {
    let history = InMemorySearchHistory(allowingUse: true)
    for (index, query) in ["one", "two", "three", "four", "five", "six"].enumerated() {
      await history.record(
        query, kind: .album, for: userID, at: Date(timeIntervalSince1970: Double(index)))
    }
    let screen = try await SearchFixtures.screen(catalog: FakeCatalog(), history: history)
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.suggestions == ["six", "five", "four", "three", "two"])
    #expect(screen.view.last?.suggestionsTitle == "Recent searches")
  }

  @Test func suggestionsComeFromHistoryAndRunWhenChosen() async throws {
    let history = InMemorySearchHistory(allowingUse: true)
    for (index, query) in ["Ёлка", "the beatles", "beat it", "kino"].enumerated() {
      await history.record(
        query, kind: .album, for: userID, at: Date(timeIntervalSince1970: Double(index)))
    }
    let catalog = FakeCatalog(summaries: [SearchFixtures.album(1, "Abbey Road")])
    let screen = try await SearchFixtures.screen(
      catalog: catalog, language: .ru, history: history)
    await screen.presenter.didRequestSuggestions(for: "bea")
    #expect(screen.view.last?.suggestions == ["beat it", "the beatles"])
    #expect(screen.view.last?.suggestionsTitle == "Подсказки для «bea»")
    await screen.presenter.didRequestSuggestions(for: "елк")
    #expect(screen.view.last?.suggestions == ["Ёлка"])
    await screen.presenter.didChooseSuggestion(number: 1)
    #expect(screen.view.last?.document?.query == "Ёлка")
    #expect(await recorded(screen).first == "Ёлка")
    await screen.presenter.didChooseSuggestion(number: 9)
    #expect(screen.view.last?.message == "Подсказки с номером 9 нет")
    await screen.presenter.didRequestSuggestions(for: "zzz")
    #expect(screen.view.last?.suggestions == [])
    #expect(screen.view.last?.message == "В вашей истории нет подсказок для «zzz»")
  }

  @Test func textTooLongToSearchIsSaidSoInsteadOfLookedUp() async throws {
    let history = InMemorySearchHistory(allowingUse: true)
    await history.record("abc", kind: .album, for: userID, at: Date(timeIntervalSince1970: 0))
    let screen = try await SearchFixtures.screen(catalog: FakeCatalog(), history: history)
    await screen.presenter.didRequestSuggestions(
      for: "abc" + String(repeating: "\u{301}", count: 300))
    #expect(screen.view.last?.suggestions == [])
    #expect(screen.view.last?.message == "The search text is too long: at most 200 characters")
  }

  @Test func historyIsARoute() async throws {
    let screen = try await SearchFixtures.screen(catalog: FakeCatalog())
    screen.presenter.didRequestHistory()
    #expect(screen.router.calls == [.openHistory])
  }
}

@Suite @MainActor struct SearchFiltersRouteTests {
  @Test func filtersIsARoute() async throws {
    let screen = try await SearchFixtures.screen(catalog: FakeCatalog())
    screen.presenter.didRequestFilters()
    #expect(screen.router.calls == [.openFilters])
  }

  @Test func aMediaSearchIsARouteWithAValidQueryOnly() async throws {
    let screen = try await SearchFixtures.screen(catalog: FakeCatalog())
    screen.presenter.didRequestMediaSearch(query: "  брат ")
    screen.presenter.didRequestMediaSearch(query: "бр")
    #expect(screen.router.calls == [.openMediaSearch(query: "брат")])
    #expect(screen.view.last?.message == "Please enter at least 3 characters for the search")
  }
}
