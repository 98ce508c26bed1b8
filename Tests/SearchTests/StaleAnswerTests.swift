import Domain
import Foundation
import InMemoryPorts
import Localization
import Search
import TestSupport
import Testing

/// Results served stale from the answer store say how old they are, on screen and in JSON.
@Suite @MainActor struct StaleAnswerTests {
  nonisolated static let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)
  static func age(_ reason: StaleReason) -> AnswerAge {
    AnswerAge(
      fetchedAt: fetchedAt, servedAt: fetchedAt + 3 * 3600 + 59,
      timeZone: TimeZone(identifier: "UTC")!, reason: reason)
  }

  @Test(arguments: [
    (StaleReason.offline, Language.en, "Saved 3 hours ago — offline"),
    (.rateLimited, .en, "Saved 3 hours ago — the music catalog limits requests"),
    (.serverError, .ru, "Сохранено 3 часа назад — музыкальный каталог недоступен"),
    (.offline, .ru, "Сохранено 3 часа назад — нет сети"),
  ])
  func staleResultsShowTheirAgeAndMarkTheDocument(
    reason: StaleReason, language: Language, line: String
  ) async throws {
    let catalog = SourcedCatalog(
      FakeCatalog(summaries: [SearchFixtures.album(1, "Abbey Road")]),
      source: .stale(Self.age(reason)))
    let screen = try await SearchFixtures.screen(catalog: catalog, language: language)
    await screen.presenter.didSubmit(query: "abbey")
    let model = try #require(screen.view.last)
    #expect(model.age == line)
    #expect(model.rows.map(\.title) == ["Abbey Road"])
    #expect(model.document?.stale == true)
    #expect(model.document?.fetchedAt == "2027-01-15T08:00:00Z")
  }

  @Test(arguments: [AnswerSource.network, .fresh(fetchedAt: fetchedAt)])
  func aNetworkOrFreshAnswerHasNoAgeAndAPlainDocument(source: AnswerSource) async throws {
    let catalog = SourcedCatalog(
      FakeCatalog(summaries: [SearchFixtures.album(1, "Abbey Road")]), source: source)
    let screen = try await SearchFixtures.screen(catalog: catalog)
    await screen.presenter.didSubmit(query: "abbey")
    #expect(screen.view.last?.age == nil)
    let json = String(decoding: try JSONEncoder().encode(screen.view.last?.document), as: UTF8.self)
    #expect(!json.contains("stale") && !json.contains("fetchedAt"))
  }

  @Test func aNewSearchDropsTheAgeOfTheLastOne() async throws {
    let stale = SourcedCatalog(
      FakeCatalog(summaries: [SearchFixtures.album(1, "Abbey Road")], failure: nil),
      source: .stale(Self.age(.offline)))
    let screen = try await SearchFixtures.screen(catalog: stale)
    await screen.presenter.didSubmit(query: "abbey")
    let before = screen.view.shown.count
    await screen.presenter.didSubmit(query: "abbey road")
    let searching = try #require(screen.view.shown.dropFirst(before).first)
    #expect(searching.isLoading)
    #expect(searching.age == nil, "the age belonged to the last answer")
  }

  @Test func staleTrackResultsShowTheirAgeToo() async throws {
    let song = TrackSummary(
      id: 1, title: "Come Together", artist: "The Beatles", album: "Abbey Road", albumID: 7,
      trackNumber: 1, disc: 1, durationSeconds: 259, previewURL: nil, artwork: nil)
    let accounts = try await InMemoryAccounts.withSignedInUser().accounts
    let view = SpyTrackSearchView()
    let router = SpyTrackSearchRouter()
    let presenter = TrackSearchModule.build(
      view: view, router: router,
      dependencies: SearchDependencies(
        currentUser: accounts,
        catalog: SourcedCatalog(FakeCatalog(tracks: [song]), source: .stale(Self.age(.offline))),
        history: InMemorySearchHistory(allowingUse: true), clock: FixedClock(Self.fetchedAt),
        language: .en))
    await presenter.didSubmit(query: "come")
    #expect(view.last?.age == "Saved 3 hours ago — offline")
    #expect(view.last?.document?.stale == true)
    #expect(view.last?.document?.fetchedAt == "2027-01-15T08:00:00Z")
  }
}
