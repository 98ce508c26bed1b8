import AlbumDetail
import Domain
import InMemoryPorts
import TestSupport
import Testing

private typealias Fixture = AlbumDetailFixtures

@Suite @MainActor struct AlbumDetailTrackSelectionTests {
  @Test func aTrackNumberOpensThePlayerForThatTrack() async throws {
    let album = Fixture.album(tracks: [Fixture.track(1), Fixture.track(2), Fixture.track(3)])
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [album]))
    await screen.presenter.viewDidLoad()

    screen.presenter.didSelectTrack(number: 2)

    #expect(screen.router.calls == [.openPlayer(albumID: 100, trackNumber: 2, disc: 1)])
  }

  @Test func onSeveralDiscsTheFirstDiscInPlayingOrderIsMeant() async throws {
    let album = Fixture.album(tracks: [
      Fixture.track(disc: 2, 1, "B1"), Fixture.track(disc: 1, 1, "A1"),
    ])
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [album]))
    await screen.presenter.viewDidLoad()

    screen.presenter.didSelectTrack(number: 1)

    #expect(screen.router.calls == [.openPlayer(albumID: 100, trackNumber: 1, disc: 1)])
  }

  @Test func anUnknownNumberSaysSoOnceAndKeepsTheAlbum() async throws {
    let album = Fixture.album(tracks: [Fixture.track(1)])
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [album]), language: .ru)
    await screen.presenter.viewDidLoad()

    screen.presenter.didSelectTrack(number: 5)

    #expect(screen.router.calls.isEmpty)
    #expect(screen.view.last?.message == "В альбоме нет трека 5")
    #expect(screen.view.last?.album != nil)
  }

  @Test func beforeTheAlbumLoadedNothingOpens() async throws {
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: []))
    await screen.presenter.viewDidLoad()

    screen.presenter.didSelectTrack(number: 1)

    // The failed lookup asked to leave; the track opened nothing.
    #expect(screen.router.calls == [.albumDidNotOpen])
  }
}
