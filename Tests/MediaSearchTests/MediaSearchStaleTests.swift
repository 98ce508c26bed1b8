import Domain
import Foundation
import InMemoryPorts
import Localization
import MediaSearch
import TestSupport
import Testing

/// Media search results served stale from the answer store say how old they are, on screen and
/// in JSON; fresh ones say nothing.
@Suite @MainActor struct MediaSearchStaleTests {
  static let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)
  static let movie = MediaItem(id: 3, kind: .movie, title: "Брат", artist: "Алексей Балабанов")

  func results(from source: AnswerSource, language: Language = .en) async throws
    -> MediaSearchViewModel
  {
    let (accounts, user) = try await InMemoryAccounts.withSignedInUser()
    let view = SpyMediaSearchView()
    let router = SpyMediaSearchRouter()
    let movies = try MediaFilters(media: .movie, explicit: true, country: "US", limit: 30)
    let presenter = MediaSearchModule.build(
      view: view, router: router,
      dependencies: MediaSearchDependencies(
        currentUser: accounts,
        catalog: SourcedCatalog(FakeCatalog(media: [Self.movie]), source: source),
        filters: InMemoryMediaFilters([user.id: movies]),
        history: InMemorySearchHistory(allowingUse: true),
        clock: FixedClock(Date(timeIntervalSince1970: 1_790_000_000)), language: language))
    await presenter.viewDidLoad()
    await presenter.didSubmit(query: "брат")
    return try #require(view.last)
  }

  func object(_ document: MediaSearchDocument?) throws -> [String: Any] {
    let document = try #require(document)
    return try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(document)) as? [String: Any])
  }

  @Test func staleResultsShowTheirAgeAndTheirDocumentSaysSo() async throws {
    let age = AnswerAge(
      fetchedAt: Self.fetchedAt, servedAt: Self.fetchedAt + 2 * 86_400,
      timeZone: TimeZone(identifier: "UTC")!, reason: .offline)
    let shown = try await results(from: .stale(age), language: .ru)
    #expect(shown.age == "Сохранено 2 дня назад — нет сети")
    #expect(shown.rows.map(\.title) == ["Брат"])
    let object = try object(shown.document)
    #expect(object["stale"] as? Bool == true)
    #expect(object["fetchedAt"] as? String == "2027-01-15T08:00:00Z")
    #expect(object["media"] as? String == "movie", "the other keys are still written")
  }

  @Test func freshResultsHaveNoAgeAndNoStaleKeys() async throws {
    let shown = try await results(from: .fresh(fetchedAt: Self.fetchedAt))
    #expect(shown.age == nil)
    let object = try object(shown.document)
    #expect(object["stale"] == nil)
    #expect(object["fetchedAt"] == nil)
  }

  @Test func aRateLimitedAnswerSaysWhy() async throws {
    let age = AnswerAge(
      fetchedAt: Self.fetchedAt, servedAt: Self.fetchedAt + 3 * 3600,
      timeZone: TimeZone(identifier: "UTC")!, reason: .rateLimited)
    let shown = try await results(from: .stale(age))
    #expect(shown.age == "Saved 3 hours ago — the music catalog limits requests")
  }
}
