import AlbumDetail
import Domain
import InMemoryPorts
import Localization
import TestSupport
import Testing

private typealias Fixture = AlbumDetailFixtures

@Suite @MainActor struct AlbumDetailTrackSelectionTests {
  @Test func aTrackNumberOpensThePlayerForThatTrack() async throws {
    let album = Fixture.album(tracks: [Fixture.track(1), Fixture.track(2), Fixture.track(3)])
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [album]))
    await screen.presenter.viewDidLoad()

    screen.presenter.didSelectTrack(TrackChoice(number: 2))

    #expect(screen.router.calls == [.openPlayer(albumID: 100, trackNumber: 2, disc: 1)])
  }

  @Test func playingTheAlbumOpensThePlayerAtItsFirstTrackInPlayingOrder() async throws {
    let album = Fixture.album(tracks: [
      Fixture.track(disc: 2, 1, "B1"), Fixture.track(disc: 1, 2, "A2"),
      Fixture.track(disc: 1, 1, "A1"),
    ])
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [album]))
    await screen.presenter.viewDidLoad()

    screen.presenter.didRequestPlayAlbum()

    #expect(screen.router.calls == [.openPlayer(albumID: 100, trackNumber: 1, disc: 1)])
  }

  @Test func onSeveralDiscsTheFirstDiscInPlayingOrderIsMeant() async throws {
    let album = Fixture.album(tracks: [
      Fixture.track(disc: 2, 1, "B1"), Fixture.track(disc: 1, 1, "A1"),
    ])
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [album]))
    await screen.presenter.viewDidLoad()

    screen.presenter.didSelectTrack(TrackChoice(number: 1))

    #expect(screen.router.calls == [.openPlayer(albumID: 100, trackNumber: 1, disc: 1)])
  }

  @Test func anUnknownNumberSaysSoOnceAndKeepsTheAlbum() async throws {
    let album = Fixture.album(tracks: [Fixture.track(1)])
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [album]), language: .ru)
    await screen.presenter.viewDidLoad()

    screen.presenter.didSelectTrack(TrackChoice(number: 5))

    #expect(screen.router.calls.isEmpty)
    #expect(screen.view.last?.message == "В альбоме нет трека 5")
    #expect(screen.view.last?.album != nil)
  }

  @Test func beforeTheAlbumLoadedNothingOpens() async throws {
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: []))
    await screen.presenter.viewDidLoad()

    screen.presenter.didSelectTrack(TrackChoice(number: 1))

    // The failed lookup asked to leave; the track opened nothing.
    #expect(screen.router.calls == [.albumDidNotOpen])
  }

  private static let twoDiscs = Fixture.album(tracks: [
    Fixture.track(disc: 1, 1, "A1"), Fixture.track(disc: 1, 2, "A2"),
    Fixture.track(disc: 2, 1, "B1"), Fixture.track(disc: 2, 2, "B2"),
    Fixture.track(disc: 2, 3, "B3"),
  ])

  @Test func aDiscAndNumberOpensThatDiscsTrack() async throws {
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [Self.twoDiscs]))
    await screen.presenter.viewDidLoad()

    screen.presenter.didSelectTrack(TrackChoice(disc: 2, number: 1))

    #expect(screen.router.calls == [.openPlayer(albumID: 100, trackNumber: 1, disc: 2)])
  }

  @Test(arguments: [Language.en, .ru])
  func aNumberOnlyAnotherDiscHasSaysWhichDiscAndHowItIsChosen(language: Language) async throws {
    let screen = try await Fixture.screen(
      catalog: FakeCatalog(albums: [Self.twoDiscs]), language: language)
    await screen.presenter.viewDidLoad()

    screen.presenter.didSelectTrack(TrackChoice(number: 3))

    #expect(screen.router.calls.isEmpty, "a plain number means the first disc")
    #expect(
      screen.view.last?.message
        == (language == .en
          ? "The album has track 3 on disc 2" : "Трек 3 есть в альбоме на диске 2"))
    #expect(screen.view.last?.otherDiscChoice == "2-3")
    #expect(screen.view.last?.album != nil)
  }

  @Test func theNoteAboutAnotherDiscIsShownOnce() async throws {
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [Self.twoDiscs]))
    await screen.presenter.viewDidLoad()
    screen.presenter.didSelectTrack(TrackChoice(number: 3))

    screen.presenter.didSelectTrack(TrackChoice(disc: 3, number: 1))

    #expect(screen.view.last?.message == "The album has track 1 on disc 1")
    #expect(screen.view.last?.otherDiscChoice == "1-1")
    screen.presenter.didSelectTrack(TrackChoice(disc: 2, number: 9))
    #expect(screen.view.last?.message == "The album has no track 2-9")
    #expect(screen.view.last?.otherDiscChoice == nil)
  }

  @Test func onOneDiscADiscOfAnotherNumberNamesThePlainNumber() async throws {
    let album = Fixture.album(tracks: [Fixture.track(1), Fixture.track(2)])
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [album]))
    await screen.presenter.viewDidLoad()

    screen.presenter.didSelectTrack(TrackChoice(disc: 1, number: 2))
    screen.presenter.didSelectTrack(TrackChoice(disc: 2, number: 2))

    #expect(screen.router.calls == [.openPlayer(albumID: 100, trackNumber: 2, disc: 1)])
    #expect(screen.view.last?.otherDiscChoice == "2")
  }

  @Test func rowsShowHowEachTrackIsChosen() async throws {
    let single = Fixture.album(id: 7, tracks: [Fixture.track(1), Fixture.track(2)])
    let screens = [
      try await Fixture.screen(catalog: FakeCatalog(albums: [Self.twoDiscs])),
      try await Fixture.screen(albumID: 7, catalog: FakeCatalog(albums: [single])),
    ]
    for screen in screens { await screen.presenter.viewDidLoad() }

    let choices = screens.map { $0.view.last?.album?.discs.map { $0.tracks.map(\.choice) } }
    #expect(choices[0] == [["1-1", "1-2"], ["2-1", "2-2", "2-3"]])
    #expect(choices[1] == [["1", "2"]])
    let documents = screens.map { $0.view.last?.document?.tracks.map(\.choice) }
    #expect(documents == [["1-1", "1-2", "2-1", "2-2", "2-3"], ["1", "2"]])
  }
}
