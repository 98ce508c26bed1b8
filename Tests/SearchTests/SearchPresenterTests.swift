import Domain
import Foundation
import InMemoryPorts
import Localization
import Search
import TestSupport
import Testing

@Suite @MainActor struct SearchPresenterTests {
  @Test func showsWhoIsSignedIn() async throws {
    let screen = try await SearchFixtures.screen(catalog: FakeCatalog())
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.header == "Signed in as Ivan Petrov")
    #expect(screen.view.last?.title == "Album search")
    #expect(screen.view.last?.failure == nil)
  }

  @Test func speaksRussian() async throws {
    let screen = try await SearchFixtures.screen(catalog: FakeCatalog(), language: .ru)
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.header == "Вы вошли как Ivan Petrov")
    #expect(screen.view.last?.title == "Поиск альбомов")
  }

  @Test func nobodySignedInIsAFailure() async throws {
    let catalog = FakeCatalog(summaries: [SearchFixtures.album(1, "Abbey Road")])
    let screen = try await SearchFixtures.screen(catalog: catalog, signedIn: false)
    await screen.presenter.viewDidLoad()
    let expected = FailureNotice(.notSignedIn, localizer: Localizer(language: .en))
    #expect(screen.view.last?.header == nil)
    #expect(screen.view.last?.failure == expected)
    #expect(expected.kind == .unauthorized)

    await screen.presenter.didSubmit(query: "abbey")
    #expect(screen.view.last?.failure == expected)
    #expect(screen.view.last?.rows == [])
    #expect(catalog.calls.isEmpty)
  }

  @Test(arguments: [
    ("ab", Language.en, "Please enter at least 3 characters for the search"),
    ("   ab   ", Language.ru, "Пожалуйста, введите для поиска не менее 3 символов"),
    (
      String(repeating: "x", count: 201), Language.en,
      "The search text is too long: at most 200 characters"
    ),
    (
      "abc\tdef", Language.en,
      "The search text must not contain control characters such as tabs or line breaks"
    ),
  ])
  func invalidQueriesAreInvalidInputWithoutAskingTheCatalog(
    query: String, language: Language, message: String
  ) async throws {
    let catalog = FakeCatalog()
    let screen = try await SearchFixtures.screen(catalog: catalog, language: language)
    await screen.presenter.didSubmit(query: query)
    #expect(
      screen.view.last?.failure
        == FailureNotice(code: "invalidQuery", message: message, kind: .invalidInput))
    #expect(screen.view.last?.isLoading == false)
    #expect(screen.view.shown.allSatisfy { !$0.isLoading })
    #expect(catalog.calls.isEmpty)
  }

  @Test func showsLoadingWhileTheCatalogWorksThenTheResults() async throws {
    let probe = ViewProbe()
    let catalog = FakeCatalog(
      summaries: [SearchFixtures.album(1, "Abbey Road")],
      beforeAnswering: { await probe.record() })
    let screen = try await SearchFixtures.screen(catalog: catalog)
    probe.view = screen.view
    await screen.presenter.didSubmit(query: " abbey ")

    #expect(screen.view.shown.map(\.isLoading) == [true, false])
    #expect(probe.seenWhileWaiting?.isLoading == true)
    #expect(probe.seenWhileWaiting?.message == "Searching for “abbey”…")
    #expect(probe.seenWhileWaiting?.rows == [])
    #expect(screen.view.last?.rows.map(\.title) == ["Abbey Road"])
  }

  @Test func rowsAreNumberedAndReadyToPrint() async throws {
    let catalog = FakeCatalog(summaries: [
      SearchFixtures.album(
        7, "Beta", artist: nil, trackCount: nil, year: nil, artwork: nil),
      SearchFixtures.album(
        3, "Alpha", artist: "Queen", trackCount: 12, year: 1975,
        artwork: .sized("https://x.example/a")),
    ])
    let screen = try await SearchFixtures.screen(catalog: catalog)
    await screen.presenter.didSubmit(query: "alp")
    #expect(
      screen.view.last?.rows == [
        SearchRowViewModel(
          number: 1, title: "Alpha", artist: "Queen", tracks: "12 tracks", year: "1975",
          artworkURL: "https://x.example/a/600x600bb.jpg",
          thumbnailURL: "https://x.example/a/100x100bb.jpg", id: 3),
        SearchRowViewModel(
          number: 2, title: "Beta", artist: "Unknown artist", tracks: "track count unknown",
          year: "unknown year", artworkURL: nil, thumbnailURL: nil, id: 7),
      ])
    #expect(screen.view.last?.message == "Found 2 albums for “alp”")
    #expect(screen.view.last?.failure == nil)
  }

  @Test func russianRowsUseRussianPluralsAndPlaceholders() async throws {
    let catalog = FakeCatalog(summaries: [
      SearchFixtures.album(1, "Один", trackCount: 1),
      SearchFixtures.album(2, "Два", trackCount: 3),
      SearchFixtures.album(3, "Три", artist: nil, trackCount: 12, year: nil),
    ])
    let screen = try await SearchFixtures.screen(catalog: catalog, language: .ru)
    await screen.presenter.didSubmit(query: "abc")
    let rows = try #require(screen.view.last?.rows)
    #expect(rows.map(\.title) == ["Два", "Один", "Три"])
    #expect(rows.map(\.tracks) == ["3 трека", "1 трек", "12 треков"])
    #expect(rows[2].artist == "Неизвестный исполнитель")
    #expect(rows[2].year == "год неизвестен")
    #expect(screen.view.last?.message == "По запросу «abc» найдено: 3 альбома")
  }

  @Test func nothingFoundNamesTheQueryAndIsNotAFailure() async throws {
    let screen = try await SearchFixtures.screen(catalog: FakeCatalog(summaries: []))
    await screen.presenter.didSubmit(query: "xyz")
    #expect(screen.view.last?.message == "No albums found for “xyz”")
    #expect(screen.view.last?.failure == nil)
    #expect(screen.view.last?.rows == [])
    #expect(screen.view.last?.document == SearchDocument(query: "xyz", albums: []))
  }

  @Test(arguments: [
    (MusicLibraryError.noConnection, "noConnection", FailureKind.unavailable),
    (.timeout, "timeout", .unavailable),
    (.untrustedCertificate, "untrustedCertificate", .unavailable),
    (.rateLimited, "rateLimited", .tryLater),
    (.serverError(status: 503), "serverError", .unavailable),
    (.badRequest(message: "Invalid value(s) for key(s): [country]"), "badRequest", .invalidInput),
    (.unexpectedResponse, "unexpectedResponse", .unavailable),
    (.responseTooLarge(limitBytes: 8_388_608), "responseTooLarge", .unavailable),
    (.storage(.locked(path: "/data/library.sqlite3")), "storageLocked", .storage),
    (.notFound, "notFound", .notFound),
  ])
  func catalogFailuresBecomeNotices(
    error: MusicLibraryError, code: String, kind: FailureKind
  ) async throws {
    let screen = try await SearchFixtures.screen(catalog: FakeCatalog(failure: error))
    await screen.presenter.didSubmit(query: "abc")
    let failure = try #require(screen.view.last?.failure)
    #expect(failure.code == code)
    #expect(failure.kind == kind)
    #expect(failure.message == Localizer(language: .en).message(for: error))
    #expect(screen.view.last?.isLoading == false)
    #expect(screen.view.last?.document == nil)
  }

  @Test func anyOtherErrorIsAnInternalError() async throws {
    struct Surprise: Error {}
    let screen = try await SearchFixtures.screen(catalog: FakeCatalog(failure: Surprise()))
    await screen.presenter.didSubmit(query: "abc")
    #expect(screen.view.last?.failure?.code == "internalError")
    #expect(screen.view.last?.failure?.kind == .other)
  }

  @Test func aValidNumberOpensThatAlbum() async throws {
    let catalog = FakeCatalog(summaries: [
      SearchFixtures.album(20, "Beta"), SearchFixtures.album(10, "Alpha"),
    ])
    let screen = try await SearchFixtures.screen(catalog: catalog)
    await screen.presenter.didSubmit(query: "abc")
    let shownBefore = screen.view.shown.count
    screen.presenter.didSelectAlbum(number: 2)
    screen.presenter.didSelectAlbum(number: 1)
    #expect(screen.router.calls == [.openAlbum(id: 20), .openAlbum(id: 10)])
    #expect(screen.view.shown.count == shownBefore)
  }

  @Test(arguments: [0, 3, -1])
  func anOutOfRangeNumberIsAMessageNotARoute(number: Int) async throws {
    let catalog = FakeCatalog(summaries: [
      SearchFixtures.album(1, "Alpha"), SearchFixtures.album(2, "Beta"),
    ])
    let screen = try await SearchFixtures.screen(catalog: catalog)
    await screen.presenter.didSubmit(query: "abc")
    screen.presenter.didSelectAlbum(number: number)
    #expect(screen.router.calls == [])
    #expect(
      screen.view.last?.message == "There is no album number \(number); choose from 1 to 2")
    #expect(screen.view.last?.rows.count == 2)
  }

  @Test func choosingBeforeSearchingAsksForASearch() async throws {
    let screen = try await SearchFixtures.screen(catalog: FakeCatalog(), language: .ru)
    screen.presenter.didSelectAlbum(number: 1)
    #expect(screen.router.calls == [])
    #expect(
      screen.view.last?.message == "Сначала выполните поиск, затем выберите альбом по номеру")
  }

  @Test func aQueryTooShortKeepsTheEarlierResultsAndTheirNumbers() async throws {
    let catalog = FakeCatalog(summaries: [SearchFixtures.album(1, "Alpha")])
    let screen = try await SearchFixtures.screen(catalog: catalog)
    await screen.presenter.didSubmit(query: "alpha")
    await screen.presenter.didSubmit(query: "al")
    #expect(screen.view.last?.failure?.code == "invalidQuery")
    #expect(screen.view.last?.rows.count == 1, "the results stay under the failure")
    await screen.presenter.didRequestSuggestions(for: "al")
    #expect(screen.view.last?.failure == nil, "the failure was said once")
    #expect(screen.view.last?.rows.count == 1)
    screen.presenter.didSelectAlbum(number: 1)
    #expect(screen.router.calls == [.openAlbum(id: 1)])
  }

  @Test func profileIsARoute() async throws {
    let screen = try await SearchFixtures.screen(catalog: FakeCatalog())
    screen.presenter.didRequestProfile()
    #expect(screen.router.calls == [.openProfile])
  }

  @Test func signOutEndsTheSessionThenLeaves() async throws {
    let screen = try await SearchFixtures.screen(catalog: FakeCatalog())
    await screen.presenter.didRequestSignOut()
    #expect(await screen.accounts.currentUserID() == nil)
    #expect(screen.router.calls == [.didSignOut])
  }

  @Test func aFailedSignOutStaysWithANotice() async throws {
    let view = SpySearchView()
    let router = SpySearchRouter()
    let presenter = SearchModule.build(
      view: view, router: router,
      dependencies: SearchDependencies(
        currentUser: FailingSessionStore(.storage(.readOnly(path: "/x"))),
        catalog: FakeCatalog(), history: InMemorySearchHistory(allowingUse: false),
        clock: FixedClock(Date(timeIntervalSince1970: 0)), language: .en))
    await presenter.didRequestSignOut()
    #expect(router.calls == [])
    #expect(view.last?.failure?.code == "storageReadOnly")
    #expect(view.last?.failure?.kind == .storage)
  }
}

/// Remembers what the view showed at the moment the catalog was asked.
@MainActor private final class ViewProbe: Sendable {
  weak var view: SpySearchView?
  private(set) var seenWhileWaiting: SearchViewModel?

  func record() {
    seenWhileWaiting = view?.last
  }
}
