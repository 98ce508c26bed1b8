import Domain
import Foundation
import InMemoryPorts
import Localization
import MediaSearch
import TestSupport
import Testing

@Suite @MainActor struct MediaSearchPresenterTests {
  static let now = Date(timeIntervalSince1970: 1_790_000_000)
  static let song = MediaItem(
    id: 1, kind: .song, title: "WWW", artist: "Ленинград", isExplicit: true, genres: ["Рок"],
    durationSeconds: 201)
  static let cleanSong = MediaItem(
    id: 2, kind: .song, title: "Мне бы в небо", artist: "Ленинград", isExplicit: false)
  static let movie = MediaItem(
    id: 3, kind: .movie, title: "Брат", artist: "Алексей Балабанов", genres: ["Драма"],
    releaseDate: CalendarDate(year: 1997, month: 12, day: 12), durationSeconds: 5940)
  static let movieWithoutDetails = MediaItem(id: 4, kind: .movie, title: "Ирония судьбы")
  static let book = MediaItem(
    id: 5, kind: .ebook, title: "Мастер и Маргарита", artist: "Михаил Булгаков", rating: 4.5,
    ratingCount: 1234,
    artwork: ArtworkReference(url: "https://example.com/b.jpg", sizedTemplate: nil))

  struct Screen {
    let view: SpyMediaSearchView
    let router: SpyMediaSearchRouter
    let catalog: FakeCatalog
    let presenter: any MediaSearchPresenting
    let history: InMemorySearchHistory
    let user: User.ID
  }

  func screen(
    language: Language = .en, saved: MediaFilters? = nil,
    overrides: MediaSearchOverrides = MediaSearchOverrides(), catalog: FakeCatalog? = nil,
    signedIn: Bool = true
  ) async throws -> Screen {
    let (accounts, user) = try await InMemoryAccounts.withSignedInUser()
    if !signedIn { await accounts.end() }
    let catalog =
      catalog
      ?? FakeCatalog(
        media: [Self.song, Self.cleanSong, Self.movie, Self.movieWithoutDetails, Self.book])
    let view = SpyMediaSearchView()
    let router = SpyMediaSearchRouter()
    let history = InMemorySearchHistory(allowingUse: true)
    let presenter = MediaSearchModule.build(
      view: view, router: router,
      dependencies: MediaSearchDependencies(
        currentUser: accounts, catalog: catalog,
        filters: InMemoryMediaFilters(saved.map { [user.id: $0] } ?? [:]), history: history,
        clock: FixedClock(Self.now), language: language, overrides: overrides))
    await presenter.viewDidLoad()
    return Screen(
      view: view, router: router, catalog: catalog, presenter: presenter, history: history,
      user: user.id)
  }

  @Test func aNewUserSearchesSongsWithTheDefaultFilters() async throws {
    let screen = try await screen()

    await screen.presenter.didSubmit(query: "  ленинград ")

    #expect(screen.catalog.calls == [.searchMedia(term: "ленинград", filters: .defaults)])
    let shown = try #require(screen.view.last)
    #expect(
      shown.message
        == "Found 2 songs for “ленинград” (music, explicit allowed, store US, at most 30)")
    #expect(
      shown.rows == [
        MediaSearchRowViewModel(
          number: 1, title: "WWW", explicitMark: "[E]", artist: "Ленинград",
          details: ["Song", "3:21"], artwork: nil, id: 1),
        MediaSearchRowViewModel(
          number: 2, title: "Мне бы в небо", explicitMark: nil, artist: "Ленинград",
          details: ["Song"], artwork: nil, id: 2),
      ])
  }

  @Test func theSavedFiltersApplyAndTheOverridesReplaceThem() async throws {
    let saved = try MediaFilters(media: .movie, explicit: false, country: "RU", limit: 10)
    let screen = try await screen(saved: saved, overrides: MediaSearchOverrides(limit: 2))

    await screen.presenter.didSubmit(query: "брат")

    let used = try MediaFilters(media: .movie, explicit: false, country: "RU", limit: 2)
    #expect(screen.catalog.calls == [.searchMedia(term: "брат", filters: used)])
    #expect(
      screen.view.last?.rows.map(\.details) == [
        ["Movie", "Драма", "12 December 1997"], ["Movie"],
      ])
    #expect(screen.view.last?.rows.first?.artist == nil, "a movie row shows no studio")
  }

  @Test func eBooksShowTheirAuthorAndRatingInRussian() async throws {
    let screen = try await screen(language: .ru, overrides: MediaSearchOverrides(media: .ebook))

    await screen.presenter.didSubmit(query: "мастер")

    let row = try #require(screen.view.last?.rows.first)
    #expect(row.artist == "Михаил Булгаков")
    #expect(row.details == ["Электронная книга", "★ 4,5 · 1\u{A0}234"])
    #expect(
      screen.view.last?.message
        == "По запросу «мастер» найдено: 1 электронная книга "
        + "(ebook, откровенное разрешено, магазин US, не больше 30)")
  }

  @Test func theDocumentIsWhatScriptsRead() async throws {
    let screen = try await screen(overrides: MediaSearchOverrides(media: .ebook))
    await screen.presenter.didSubmit(query: "мастер")

    let document = try #require(screen.view.last?.document)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(document), as: UTF8.self)
        == #"{"items":[{"artist":"Михаил Булгаков","artworkURL":"https:\/\/example.com\/b.jpg","#
        + #""durationSeconds":null,"explicit":null,"genre":null,"id":5,"kind":"ebook","#
        + #""rating":4.5,"ratingCount":1234,"releaseDate":null,"title":"Мастер и Маргарита"}],"#
        + #""media":"ebook","query":"мастер"}"#)
  }

  @Test func showsSearchingFirstThenTheResults() async throws {
    let screen = try await screen()
    await screen.presenter.didSubmit(query: "ленинград")

    let searching = try #require(screen.view.shown.first { $0.isLoading })
    #expect(searching.message == "Searching for “ленинград”…")
    #expect(screen.view.last?.isLoading == false)
  }

  @Test func nothingFoundSaysSo() async throws {
    let screen = try await screen(catalog: FakeCatalog(media: []))
    await screen.presenter.didSubmit(query: "zzzz")
    #expect(
      screen.view.last?.message
        == "Nothing found for “zzzz” (music, explicit allowed, store US, at most 30)")
  }

  @Test func aShortQueryIsRefusedWithoutAsking() async throws {
    let screen = try await screen(catalog: FakeCatalog())
    await screen.presenter.didSubmit(query: "ab")
    #expect(screen.view.last?.failure?.code == "invalidQuery")
    #expect(screen.catalog.calls.isEmpty)
  }

  @Test(arguments: [
    (MusicLibraryError.rateLimited, "rateLimited"), (.noConnection, "noConnection"),
    (.serverError(status: 503), "serverError"), (.unexpectedResponse, "unexpectedResponse"),
  ])
  func catalogFailuresAreShown(_ error: MusicLibraryError, _ code: String) async throws {
    let screen = try await screen(catalog: FakeCatalog(failure: error))
    await screen.presenter.didSubmit(query: "брат")
    #expect(screen.view.last?.failure?.code == code)
    #expect(screen.view.last?.rows == [])
  }

  @Test func signedOutPeopleCannotSearch() async throws {
    let screen = try await screen(catalog: FakeCatalog(), signedIn: false)
    await screen.presenter.didSubmit(query: "брат")
    #expect(screen.view.last?.failure?.code == "notSignedIn")
  }

  @Test func aRowsNumberOpensItsPageAndBadNumbersSaySo() async throws {
    let screen = try await screen()
    screen.presenter.didSelectItem(number: 1)
    #expect(screen.view.last?.message == "Search first, then choose an item by its number")
    await screen.presenter.didSubmit(query: "ленинград")
    screen.presenter.didSelectItem(number: 3)
    #expect(screen.view.last?.message == "There is no item number 3; choose from 1 to 2")
    screen.presenter.didSelectItem(number: 2)
    screen.presenter.didRequestFilters()
    screen.presenter.didRequestBack()
    #expect(screen.router.calls == [.openMediaItem(id: 2), .openFilters, .backToSearch])
  }

  @Test func aBadNumbersNoteIsShownOnceAndTheResultsKeepTheirMessage() async throws {
    let screen = try await screen()
    await screen.presenter.didSubmit(query: "ленинград")
    let found = screen.view.last?.message
    screen.presenter.didSelectItem(number: 9)
    #expect(screen.view.last?.message == "There is no item number 9; choose from 1 to 2")
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.message == found)
    #expect(screen.view.last?.rows.count == 2)
  }

  @Test func aNewSearchEmptiesTheResultsWhileItSearches() async throws {
    let screen = try await screen()
    await screen.presenter.didSubmit(query: "ленинград")
    await screen.presenter.didSubmit(query: "ленинград")
    let searching = screen.view.shown.filter(\.isLoading)
    #expect(searching.count == 2)
    #expect(searching.allSatisfy { $0.rows.isEmpty && $0.document == nil })
  }

  @Test func eachAnsweredSearchIsKeptInTheHistoryAsItsKind() async throws {
    let screen = try await screen(
      saved: try MediaFilters(media: .movie, explicit: true, country: "US", limit: 30))

    await screen.presenter.didSubmit(query: " брат ")
    await screen.presenter.didSubmit(query: "мастер", media: .ebook)
    await screen.presenter.didSubmit(query: "ленинград", media: .song)

    let entries = await screen.history.entries(for: screen.user, limit: 10)
    #expect(entries.map(\.query) == ["ленинград", "мастер", "брат"])
    #expect(entries.map(\.kind) == [.music, .ebook, .movie])
    #expect(entries.allSatisfy { $0.searchedAt == Self.now })
  }

  @Test func aKindAskedForStaysForTheScreensNextSearches() async throws {
    let screen = try await screen()

    await screen.presenter.didSubmit(query: "брат", media: .movie)
    await screen.presenter.didSubmit(query: "ирония")

    #expect(screen.catalog.calls.map(\.searchedMedia) == [.movie, .movie])
    #expect(screen.view.last?.message?.contains("movies") == true)
  }

  @Test func aSearchThatFailedIsNotKept() async throws {
    let screen = try await screen(catalog: FakeCatalog(failure: MusicLibraryError.noConnection))

    await screen.presenter.didSubmit(query: "брат")

    #expect(await screen.history.entries(for: screen.user, limit: 10).isEmpty)
  }

  @Test func theScreenGoesAwayWithItsViewAndRouter() async throws {
    let (accounts, _) = try await InMemoryAccounts.withSignedInUser()
    let dependencies = MediaSearchDependencies(
      currentUser: accounts, catalog: FakeCatalog(), filters: InMemoryMediaFilters(),
      history: InMemorySearchHistory(allowingUse: true), clock: FixedClock(Self.now),
      language: .en)
    await expectDeallocated(
      view: SpyMediaSearchView.init, router: SpyMediaSearchRouter.init,
      build: { MediaSearchModule.build(view: $0, router: $1, dependencies: dependencies) },
      load: { presenter, _ in await presenter.viewDidLoad() })
  }

  @Test func thePhrasesAreComplete() {
    PhraseCatalog.expectComplete(MediaSearchPhrase.self)
    PhraseCatalog.expectComplete(MediaCountPhrase.self)
  }
}

extension FakeCatalog.Call {
  /// The kind a media search asked for; nil for any other call.
  fileprivate var searchedMedia: MediaKind? {
    if case .searchMedia(_, let filters) = self { filters.media } else { nil }
  }
}
