import AlbumDetail
import Domain
import InMemoryPorts
import Localization
import TestSupport
import Testing

@Suite @MainActor struct AlbumDetailPresenterTests {
  private typealias Fixture = AlbumDetailFixtures

  @Test func showsWhoIsSignedInAndTheAlbum() async throws {
    let album = Fixture.album(tracks: [
      Fixture.track(1, "Come Together", seconds: 259), Fixture.track(2, "Something", seconds: 182),
    ])
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [album]))
    await screen.presenter.viewDidLoad()
    let shown = try #require(screen.view.last)
    #expect(shown.header == "Signed in as Ivan Petrov")
    #expect(shown.failure == nil)
    #expect(
      shown.album
        == AlbumDetailContentViewModel(
          artworkURL: "https://is1-ssl.mzstatic.com/image/thumb/a/b/600x600bb.jpg",
          title: "Abbey Road", artist: "The Beatles", year: "1969", genre: "Rock",
          trackCount: "2 tracks", totalDuration: "7:21", availability: nil,
          discs: [
            AlbumDetailDiscViewModel(
              heading: nil,
              tracks: [
                AlbumDetailTrackViewModel(number: 1, title: "Come Together", duration: "4:19"),
                AlbumDetailTrackViewModel(number: 2, title: "Something", duration: "3:02"),
              ])
          ]))
  }

  @Test func showsLoadingBeforeTheCatalogAnswers() async throws {
    let probe = ViewProbe()
    let album = Fixture.album(tracks: [Fixture.track(1)])
    let catalog = FakeCatalog(albums: [album], beforeAnswering: { await probe.record() })
    let screen = try await Fixture.screen(catalog: catalog)
    probe.view = screen.view
    await screen.presenter.viewDidLoad()

    #expect(screen.view.shown.map(\.isLoading) == [true, false])
    #expect(probe.seenWhileWaiting?.isLoading == true)
    #expect(probe.seenWhileWaiting?.message == "Loading the album…")
    #expect(probe.seenWhileWaiting?.album == nil)
    #expect(screen.view.last?.message == nil)
    #expect(screen.view.last?.album?.title == "Abbey Road")
  }

  @Test func unknownValuesAreLocalizedNotNil() async throws {
    let album = Fixture.album(
      artist: nil, year: nil, genre: nil, artwork: nil,
      tracks: [Fixture.track(1, seconds: nil), Fixture.track(2, seconds: nil)])
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [album]), language: .ru)
    await screen.presenter.viewDidLoad()
    let content = try #require(screen.view.last?.album)
    #expect(content.artworkURL == nil)
    #expect(content.artist == "Неизвестный исполнитель")
    #expect(content.year == "год неизвестен")
    #expect(content.genre == "жанр неизвестен")
    #expect(content.totalDuration == "—")
    #expect(content.trackCount == "2 трека")
    #expect(content.discs.flatMap(\.tracks).map(\.duration) == ["—", "—"])
    #expect(screen.view.last?.header == "Вы вошли как Ivan Petrov")
  }

  @Test(arguments: [
    (7, "0:07"), (59, "0:59"), (60, "1:00"), (185, "3:05"), (3599, "59:59"), (3600, "1:00:00"),
    (3723, "1:02:03"), (36000, "10:00:00"),
  ])
  func durationsAreClockStyle(seconds: Int, text: String) async throws {
    let album = Fixture.album(tracks: [Fixture.track(1, seconds: seconds)])
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [album]))
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.album?.discs.first?.tracks.first?.duration == text)
    #expect(screen.view.last?.album?.totalDuration == text)
  }

  @Test func theTotalAddsOnlyKnownDurations() async throws {
    let album = Fixture.album(tracks: [
      Fixture.track(1, seconds: 3000), Fixture.track(2, seconds: nil),
      Fixture.track(3, seconds: 723),
    ])
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [album]))
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.album?.totalDuration == "1:02:03")
  }

  @Test func severalDiscsAreGroupedUnderHeadingsInPlayingOrder() async throws {
    let album = Fixture.album(tracks: [
      Fixture.track(disc: 2, 2, "B2"), Fixture.track(disc: 1, 2, "A2"),
      Fixture.track(disc: 2, 1, "B1"), Fixture.track(disc: 1, 1, "A1"),
    ])
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [album]), language: .ru)
    await screen.presenter.viewDidLoad()
    let discs = try #require(screen.view.last?.album?.discs)
    #expect(discs.map(\.heading) == ["Диск 1", "Диск 2"])
    #expect(discs.map { $0.tracks.map(\.title) } == [["A1", "A2"], ["B1", "B2"]])
    #expect(discs.map { $0.tracks.map(\.number) } == [[1, 2], [1, 2]])
  }

  @Test func englishDiscHeadings() async throws {
    let album = Fixture.album(tracks: [Fixture.track(disc: 1, 1), Fixture.track(disc: 3, 1)])
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [album]))
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.album?.discs.map(\.heading) == ["Disc 1", "Disc 3"])
  }

  @Test(arguments: [
    (
      Language.en, 15, 19,
      "15 of 19 tracks available; not listed as songs: 4 (music videos and the like)",
      "19 tracks"
    ),
    (
      Language.ru, 15, 19,
      "Доступно 15 из 19 треков; не указаны в каталоге как песни: 4 (клипы и тому подобное)",
      "19 треков"
    ),
    (
      Language.ru, 0, 21,
      "Доступно 0 из 21 трека; не указаны в каталоге как песни: 21 (клипы и тому подобное)",
      "21 трек"
    ),
    (
      Language.en, 0, 1,
      "0 of 1 track available; not listed as songs: 1 (music videos and the like)",
      "1 track"
    ),
  ])
  func fewerSongsThanTheAlbumHasAreCalledOut(
    language: Language, available: Int, total: Int, availability: String, trackCount: String
  ) async throws {
    let album = Fixture.album(
      trackCount: total, tracks: (0..<available).map { Fixture.track($0 + 1) })
    let screen = try await Fixture.screen(
      catalog: FakeCatalog(albums: [album]), language: language)
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.album?.availability == availability)
    #expect(screen.view.last?.album?.trackCount == trackCount)
  }

  @Test(arguments: [
    (Language.en, "7:21 for the 2 listed"), (Language.ru, "7:21 — время доступных (2)"),
  ])
  func aPartlyAvailableAlbumsTimeSaysItCountsTheListedTracks(
    language: Language, duration: String
  ) async throws {
    let album = Fixture.album(
      trackCount: 5,
      tracks: [Fixture.track(1, seconds: 259), Fixture.track(2, seconds: 182)])
    let screen = try await Fixture.screen(
      catalog: FakeCatalog(albums: [album]), language: language)
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.album?.totalDuration == duration)
  }

  @Test func aCompleteAlbumSaysNothingAboutAvailability() async throws {
    let album = Fixture.album(trackCount: 2, tracks: [Fixture.track(1), Fixture.track(2)])
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [album]))
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.album?.availability == nil)
  }

  @Test func anUnknownAlbumIsNotFound() async throws {
    let screen = try await Fixture.screen(
      albumID: 404, catalog: FakeCatalog(albums: []), language: .ru)
    await screen.presenter.viewDidLoad()
    #expect(
      screen.view.last?.failure
        == FailureNotice(code: "notFound", message: "Альбом не найден", kind: .notFound))
    #expect(screen.view.last?.album == nil)
    #expect(screen.view.last?.isLoading == false)
    #expect(screen.router.calls == [.albumDidNotOpen])
  }

  @Test func nobodySignedInIsAFailureAndNothingLoads() async throws {
    let catalog = FakeCatalog(albums: [Fixture.album(tracks: [])])
    let screen = try await Fixture.screen(catalog: catalog, signedIn: false)
    await screen.presenter.viewDidLoad()
    #expect(
      screen.view.last?.failure
        == FailureNotice(.notSignedIn, localizer: Localizer(language: .en)))
    #expect(screen.view.last?.failure?.kind == .unauthorized)
    #expect(screen.view.shown.allSatisfy { !$0.isLoading })
    #expect(catalog.calls.isEmpty)
  }

  @Test(arguments: [
    (MusicLibraryError.noConnection, "noConnection", FailureKind.unavailable),
    (.timeout, "timeout", .unavailable),
    (.rateLimited, "rateLimited", .tryLater),
    (.serverError(status: 502), "serverError", .unavailable),
    (.badRequest(message: "Invalid id"), "badRequest", .invalidInput),
    (.unexpectedResponse, "unexpectedResponse", .unavailable),
    (.storage(.corrupt(path: "/data/library.sqlite3")), "storageCorrupt", .storage),
  ])
  func catalogFailuresBecomeNotices(
    error: MusicLibraryError, code: String, kind: FailureKind
  ) async throws {
    let screen = try await Fixture.screen(catalog: FakeCatalog(failure: error))
    await screen.presenter.viewDidLoad()
    let failure = try #require(screen.view.last?.failure)
    #expect(failure.code == code)
    #expect(failure.kind == kind)
    #expect(failure.message == Localizer(language: .en).message(for: error))
    #expect(screen.view.last?.isLoading == false)
    #expect(screen.view.last?.document == nil)
  }

  @Test func backAndProfileAreRoutes() async throws {
    let screen = try await Fixture.screen(catalog: FakeCatalog())
    screen.presenter.didRequestBack()
    screen.presenter.didRequestProfile()
    screen.presenter.didRequestHistory()
    #expect(screen.router.calls == [.backToResults, .openProfile, .openHistory])
  }

  @Test func signOutEndsTheSessionThenLeaves() async throws {
    let screen = try await Fixture.screen(catalog: FakeCatalog())
    await screen.presenter.didRequestSignOut()
    #expect(await screen.accounts.currentUserID() == nil)
    #expect(screen.router.calls == [.didSignOut])
  }

  @Test func aFailedSignOutStaysWithANotice() async throws {
    let view = SpyAlbumDetailView()
    let router = SpyAlbumDetailRouter()
    let presenter = AlbumDetailModule.build(
      albumID: 1, view: view, router: router,
      dependencies: AlbumDetailDependencies(
        currentUser: FailingSessionStore(.storage(.locked(path: "/x"))),
        catalog: FakeCatalog(), savedAlbums: InMemorySavedAlbums(allowingUse: false),
        clock: FixedClock(AlbumDetailFixtures.savedAt), language: .en))
    await presenter.didRequestSignOut()
    #expect(router.calls == [])
    #expect(view.last?.failure?.code == "storageLocked")
  }
}

/// Remembers what the view showed at the moment the catalog was asked.
@MainActor private final class ViewProbe: Sendable {
  weak var view: SpyAlbumDetailView?
  private(set) var seenWhileWaiting: AlbumDetailViewModel?

  func record() {
    seenWhileWaiting = view?.last
  }
}
