import CatalogStore
import Domain
import Foundation
import InMemoryPorts
import TestSupport
import Testing

/// Media searches and item lookups (songs, movies, e-books) under the answer store's rules,
/// with a fake clock.
@Suite struct StoredMediaAnswerTests {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)
  static let song = MediaItem(
    id: 11, kind: .song, title: "Группа крови", artist: "Кино", artistID: 9, albumID: 1,
    isExplicit: false, genres: ["Рок"], durationSeconds: 286)
  static let movie = MediaItem(
    id: 31, kind: .movie, title: "Брат", artist: "Алексей Балабанов", genres: ["Драма"],
    durationSeconds: 5940)

  let inner = SwitchableCatalog(media: [song, movie])
  let store = InMemoryAnswerStore()
  let clock = FixedClock(start)

  /// Movie filters with the given changes.
  static func movies(explicit: Bool = true, country: String = "US", limit: Int = 30) throws
    -> MediaFilters
  {
    try MediaFilters(media: .movie, explicit: explicit, country: country, limit: limit)
  }

  func catalog(_ policy: AnswerStorePolicy = AnswerStorePolicy()) -> StoredAnswerCatalog {
    StoredAnswerCatalog(inner: inner, store: store, clock: clock, policy: policy)
  }

  func search(_ sut: StoredAnswerCatalog, _ term: String = "Брат") async throws
    -> CatalogAnswer<[MediaItem]>
  {
    try await sut.searchMediaAnswer(term: term, filters: try Self.movies())
  }

  @Test func aSecondMediaSearchWithinTheMaxAgeComesFromTheStoreIgnoringCase() async throws {
    let sut = catalog()
    let first = try await search(sut)
    clock.advance(by: 3599)
    let second = try await search(sut, "брат")
    #expect(first.source == .network)
    #expect(second.source == .fresh(fetchedAt: Self.start))
    #expect(second.value == [Self.movie])
    #expect(try await sut.searchMedia(term: "БРАТ", filters: Self.movies()) == [Self.movie])
    #expect(inner.calls == 1)
  }

  @Test func everyFilterIsPartOfTheQuestion() async throws {
    let sut = catalog()
    _ = try await search(sut)
    _ = try await sut.searchMediaAnswer(term: "Брат", filters: Self.movies(explicit: false))
    _ = try await sut.searchMediaAnswer(term: "Брат", filters: Self.movies(country: "RU"))
    _ = try await sut.searchMediaAnswer(term: "Брат", filters: Self.movies(limit: 5))
    _ = try await sut.searchMediaAnswer(term: "Брат", filters: .defaults)
    #expect(inner.calls == 5)
    #expect(Set(store.savedKeys).count == 5)
  }

  @Test func anItemWithinTheMaxAgeComesFromTheStore() async throws {
    let sut = catalog()
    #expect(try await sut.mediaItemAnswer(id: 11, country: "US").source == .network)
    clock.advance(by: 60)
    let second = try await sut.mediaItemAnswer(id: 11, country: "US")
    #expect(second.value == Self.song)
    #expect(second.source == .fresh(fetchedAt: Self.start))
    #expect(try await sut.mediaItem(id: 11, country: "US") == Self.song)
    _ = try await sut.mediaItemAnswer(id: 11, country: "RU")
    #expect(inner.calls == 2, "another country is another question")
  }

  @Test(arguments: [
    (MusicLibraryError.noConnection, StaleReason.offline),
    (.timeout, .offline),
    (.rateLimited, .rateLimited),
    (.requestBudgetSpent(retryAfterSeconds: 30), .rateLimited),
    (.serverError(status: 503), .serverError),
  ])
  func aFailedFetchServesTheStaleMediaAnswersWithTheirAge(
    failure: MusicLibraryError, reason: StaleReason
  ) async throws {
    let sut = catalog()
    _ = try await search(sut)
    _ = try await sut.mediaItemAnswer(id: 11, country: "US")
    clock.advance(by: 3 * 3600)
    inner.fail(with: failure)
    let age = AnswerAge(
      fetchedAt: Self.start, servedAt: Self.start + 3 * 3600, timeZone: clock.timeZone,
      reason: reason)
    let page = try await search(sut)
    let item = try await sut.mediaItemAnswer(id: 11, country: "US")
    #expect(page.value == [Self.movie])
    #expect(page.source == .stale(age))
    #expect(item.value == Self.song)
    #expect(item.source == .stale(age))
    #expect(inner.calls == 4, "both were asked again first")
  }

  @Test func errorsAndMissingItemsAreNeverStored() async throws {
    let sut = catalog()
    #expect(try await sut.mediaItemAnswer(id: 404, country: "US").value == nil)
    inner.fail(with: .rateLimited)
    await #expect(throws: MusicLibraryError.rateLimited) { try await search(sut) }
    await #expect(throws: MusicLibraryError.rateLimited) {
      try await sut.mediaItemAnswer(id: 11, country: "US")
    }
    #expect(store.savedKeys.isEmpty)
  }

  @Test func aRateLimitNeverReplacesAStoredMediaAnswer() async throws {
    let sut = catalog(AnswerStorePolicy(maxAgeSeconds: 0))
    _ = try await search(sut)
    inner.fail(with: .rateLimited)
    clock.advance(by: 60)
    let answer = try await search(sut)
    #expect(answer.source.staleAge?.fetchedAt == Self.start)
    #expect(store.savedKeys == [.mediaSearch(term: "брат", filters: try Self.movies())])
  }

  @Test func offlineAnswersMediaOnlyFromTheStore() async throws {
    _ = try await search(catalog())
    _ = try await catalog().mediaItemAnswer(id: 11, country: "US")
    clock.advance(by: 7200)
    let offline = catalog(AnswerStorePolicy(mode: .offline))
    let page = try await search(offline)
    let item = try await offline.mediaItemAnswer(id: 11, country: "US")
    #expect(page.value == [Self.movie])
    #expect(page.source.staleAge?.reason == .offline)
    #expect(item.value == Self.song)
    #expect(item.source.staleAge?.fetchedAt == Self.start)
    #expect(inner.calls == 2)
  }

  @Test func offlineWithNoMediaStoredIsNotStoredOffline() async throws {
    let offline = catalog(AnswerStorePolicy(mode: .offline))
    await #expect(throws: MusicLibraryError.notStoredOffline) { try await search(offline) }
    await #expect(throws: MusicLibraryError.notStoredOffline) {
      try await offline.mediaItem(id: 11, country: "US")
    }
    #expect(inner.calls == 0, "offline sends nothing")
  }

  @Test func refreshAsksAgainAndStillSaves() async throws {
    _ = try await search(catalog())
    _ = try await catalog().mediaItemAnswer(id: 31, country: "US")
    let refresh = catalog(AnswerStorePolicy(mode: .refresh))
    #expect(try await search(refresh).source == .network)
    #expect(try await refresh.mediaItemAnswer(id: 31, country: "US").source == .network)
    #expect(inner.calls == 4)
    #expect(store.savedKeys.count == 4)
  }

  @Test func refreshWithTheCatalogDownServesTheStoredItem() async throws {
    _ = try await catalog().mediaItemAnswer(id: 31, country: "US")
    inner.fail(with: .noConnection)
    let item = try await catalog(AnswerStorePolicy(mode: .refresh))
      .mediaItemAnswer(id: 31, country: "US")
    #expect(item.value == Self.movie)
    #expect(item.source == .fresh(fetchedAt: Self.start))
  }
}
