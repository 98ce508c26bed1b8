import CatalogStore
import Domain
import Foundation
import InMemoryPorts
import TestSupport
import Testing

@Suite struct StoredAnswerCatalogTests {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)
  static let abbey = AlbumSummary(
    id: 1, title: "Abbey Road", artist: "The Beatles", trackCount: 17, year: 1969, artwork: nil)
  static let help = AlbumSummary(
    id: 2, title: "Help!", artist: "The Beatles", trackCount: 14, year: 1965, artwork: nil)
  static let album = Album(
    id: 1, title: "Abbey Road", artist: "The Beatles", year: 1969, genre: "Rock", artwork: nil,
    trackCount: 1,
    tracks: [
      Track(disc: 1, number: 1, title: "Come Together", durationSeconds: 259, previewURL: nil)
    ])
  static let song = TrackSummary(
    id: 9, title: "Come Together", artist: "The Beatles", album: "Abbey Road", albumID: 1,
    trackNumber: 1, disc: 1, durationSeconds: 259, previewURL: nil, artwork: nil)

  let inner = SwitchableCatalog(summaries: [abbey], albums: [album], tracks: [song])
  let store = InMemoryAnswerStore()
  let clock = FixedClock(start)

  func catalog(_ policy: AnswerStorePolicy = AnswerStorePolicy()) -> StoredAnswerCatalog {
    StoredAnswerCatalog(inner: inner, store: store, clock: clock, policy: policy)
  }

  func search(_ sut: StoredAnswerCatalog) async throws -> CatalogAnswer<AlbumSearchPage> {
    try await sut.searchAlbumsAnswer(term: "Abbey", limit: 5, country: "US")
  }

  @Test func aFreshAnswerComesFromTheStoreWithoutARequest() async throws {
    let sut = catalog()
    let first = try await search(sut)
    clock.advance(by: 3599)
    let second = try await sut.searchAlbumsAnswer(term: "abbey", limit: 5, country: "US")
    #expect(first.source == .network)
    #expect(second.source == .fresh(fetchedAt: Self.start))
    #expect(second.value.albums == [Self.abbey])
    #expect(inner.calls == 1)
  }

  @Test func anAnswerStampedInTheFutureIsNeverFresh() async throws {
    let sut = catalog()
    _ = try await search(sut)
    clock.advance(by: -60)
    let second = try await search(sut)
    #expect(second.source == .network)
    #expect(inner.calls == 2)
  }

  @Test func anOlderAnswerIsFetchedAgainAndReplaced() async throws {
    let sut = catalog()
    _ = try await search(sut)
    clock.advance(by: 3600)
    inner.answer([Self.help])
    let second = try await search(sut)
    #expect(second.source == .network)
    #expect(second.value.albums == [Self.help])
    #expect(inner.calls == 2)
    let key = AnswerKey.albums(term: "Abbey", limit: 5, country: "US")
    #expect(store.storedAlbumSearch(key)?.value.albums == [Self.help])
    #expect(store.storedAlbumSearch(key)?.fetchedAt == Self.start + 3600)
  }

  @Test(arguments: [
    (MusicLibraryError.noConnection, StaleReason.offline),
    (.timeout, .offline),
    (.rateLimited, .rateLimited),
    // The shared request budget spent under --no-wait: the stored answer rather than exit 75.
    (.requestBudgetSpent(retryAfterSeconds: 30), .rateLimited),
    (.serverError(status: 503), .serverError),
    (.unexpectedResponse, .serverError),
  ])
  func aFailedFetchServesTheStaleAnswerWithItsAge(failure: MusicLibraryError, reason: StaleReason)
    async throws
  {
    let sut = catalog()
    _ = try await search(sut)
    clock.advance(by: 3 * 3600)
    inner.fail(with: failure)
    let answer = try await search(sut)
    #expect(answer.value.albums == [Self.abbey])
    #expect(
      answer.source
        == .stale(
          AnswerAge(
            fetchedAt: Self.start, servedAt: Self.start + 3 * 3600, timeZone: clock.timeZone,
            reason: reason)))
  }

  @Test func errorsAreNeverStored() async throws {
    inner.fail(with: .rateLimited)
    let sut = catalog()
    await #expect(throws: MusicLibraryError.rateLimited) { try await search(sut) }
    await #expect(throws: MusicLibraryError.noConnection) {
      inner.fail(with: .noConnection)
      return try await sut.albumAnswer(id: 1, country: "US")
    }
    #expect(store.savedKeys.isEmpty)
  }

  @Test func aRateLimitNeverReplacesGoodData() async throws {
    let sut = catalog(AnswerStorePolicy(maxAgeSeconds: 0))
    _ = try await search(sut)
    inner.fail(with: .rateLimited)
    clock.advance(by: 60)
    _ = try await search(sut)
    let key = AnswerKey.albums(term: "Abbey", limit: 5, country: "US")
    #expect(store.savedKeys == [key])
    #expect(store.storedAlbumSearch(key)?.value.albums == [Self.abbey])
    #expect(store.storedAlbumSearch(key)?.fetchedAt == Self.start)
  }

  @Test func aFailureThatIsNotTheNetworksReachesThePersonEvenWithAStoredAnswer() async throws {
    let sut = catalog(AnswerStorePolicy(maxAgeSeconds: 0))
    _ = try await search(sut)
    inner.fail(with: .badRequest(message: "Invalid value(s) for key(s): [country]"))
    await #expect(
      throws: MusicLibraryError.badRequest(message: "Invalid value(s) for key(s): [country]")
    ) {
      try await search(sut)
    }
  }

  @Test func aFailureWithNothingStoredIsThrown() async throws {
    inner.fail(with: .serverError(status: 500))
    await #expect(throws: MusicLibraryError.serverError(status: 500)) {
      try await search(catalog())
    }
  }

  @Test func offlineAnswersOnlyFromTheStore() async throws {
    _ = try await search(catalog())
    _ = try await catalog().albumAnswer(id: 1, country: "US")
    clock.advance(by: 7200)
    let offline = catalog(AnswerStorePolicy(mode: .offline))
    let page = try await search(offline)
    let album = try await offline.albumAnswer(id: 1, country: "US")
    #expect(page.value.albums == [Self.abbey])
    #expect(page.source.staleAge?.reason == .offline)
    #expect(album.value == Self.album)
    #expect(album.source.staleAge?.fetchedAt == Self.start)
    #expect(inner.calls == 2)
  }

  @Test func offlineWithAYoungAnswerServesItFresh() async throws {
    _ = try await search(catalog())
    let page = try await search(catalog(AnswerStorePolicy(mode: .offline)))
    #expect(page.source == .fresh(fetchedAt: Self.start))
  }

  @Test func offlineWithNothingStoredIsNotStoredOffline() async throws {
    let offline = catalog(AnswerStorePolicy(mode: .offline))
    await #expect(throws: MusicLibraryError.notStoredOffline) { try await search(offline) }
    await #expect(throws: MusicLibraryError.notStoredOffline) {
      try await offline.searchTracksAnswer(term: "come", limit: 5, country: "US")
    }
    #expect(inner.calls == 0)
  }

  @Test func anArtistsAlbumsAreStoredAndServedLikeAnAlbumSearch() async throws {
    inner.answer([Self.help])
    #expect(try await catalog().artistAlbums(artistID: 7, limit: 5, country: "US") == [Self.help])
    #expect(try await catalog().artistAlbums(artistID: 7, limit: 5, country: "US") == [Self.help])
    #expect(inner.calls == 1, "the fresh stored answer, without a request")
    let offline = catalog(AnswerStorePolicy(mode: .offline))
    #expect(try await offline.artistAlbums(artistID: 7, limit: 5, country: "US") == [Self.help])
    await #expect(throws: MusicLibraryError.notStoredOffline) {
      try await offline.artistAlbums(artistID: 8, limit: 5, country: "US")
    }
    #expect(inner.calls == 1)
  }

  @Test func refreshAsksTheCatalogAndStillSaves() async throws {
    _ = try await search(catalog())
    inner.answer([Self.help])
    let refreshed = try await search(catalog(AnswerStorePolicy(mode: .refresh)))
    #expect(refreshed.source == .network)
    #expect(refreshed.value.albums == [Self.help])
    #expect(inner.calls == 2)
    #expect(store.savedKeys.count == 2)
  }

  @Test func maxAgeZeroAlwaysAsks() async throws {
    let sut = catalog(AnswerStorePolicy(maxAgeSeconds: 0))
    _ = try await search(sut)
    _ = try await search(sut)
    #expect(inner.calls == 2)
  }

  @Test func aMissingAlbumIsAnswerdButNotStored() async throws {
    let answer = try await catalog().albumAnswer(id: 404, country: "US")
    #expect(answer.value == nil)
    #expect(store.savedKeys.isEmpty)
  }

  @Test func trackSearchesAndAlbumsAreStoredToo() async throws {
    let sut = catalog()
    _ = try await sut.searchTracks(term: "Come", limit: 5, country: "US")
    _ = try await sut.album(id: 1, country: "US")
    inner.fail(with: .noConnection)
    clock.advance(by: 86_400)
    #expect(try await sut.searchTracks(term: "come", limit: 5, country: "US") == [Self.song])
    #expect(try await sut.album(id: 1, country: "US") == Self.album)
  }

  @Test func aBrokenStoreNeverStopsTheCatalog() async throws {
    let broken = InMemoryAnswerStore(failure: MusicLibraryError.storage(.locked(path: "db")))
    let sut = StoredAnswerCatalog(inner: inner, store: broken, clock: clock)
    #expect(try await search(sut).value.albums == [Self.abbey])
  }

  @Test func readingAnAnswerMarksItUsed() async throws {
    let sut = catalog()
    _ = try await search(sut)
    clock.advance(by: 60)
    _ = try await search(sut)
    #expect(store.lastUsed(.albums(term: "abbey", limit: 5, country: "US")) == Self.start + 60)
  }
}
