import AlbumDetail
import Domain
import Foundation
import InMemoryPorts
import Localization
import TestSupport
import Testing

/// `save` and `remove` on the album screen.
@Suite @MainActor struct AlbumDetailLibraryTests {
  private typealias Fixture = AlbumDetailFixtures
  private let album = Fixture.album(tracks: [Fixture.track(1, "Come Together")])

  private func loadedScreen(language: Language = .en) async throws -> Fixture.Screen {
    let screen = try await Fixture.screen(
      catalog: FakeCatalog(albums: [album]), language: language,
      library: InMemorySavedAlbums(allowingUse: true))
    await screen.presenter.viewDidLoad()
    return screen
  }

  private func stored(_ screen: Fixture.Screen) async throws -> [SavedAlbum] {
    let user = try await screen.accounts.signedInUser()
    return await screen.library.savedAlbums(for: user.id)
  }

  @Test func saveKeepsTheAlbumWithItsTracksForTheSignedInUserAndSaysSoOnce() async throws {
    let screen = try await loadedScreen()

    await screen.presenter.didRequestSave()

    #expect(try await stored(screen) == [SavedAlbum(album: album, savedAt: Fixture.savedAt)])
    let shown = try #require(screen.view.last)
    #expect(shown.message == "Saved “Abbey Road” in your library; it opens offline too")
    #expect(shown.libraryChange == .saved)
    #expect(shown.album?.title == "Abbey Road")
    screen.presenter.didSelectTrack(TrackChoice(number: 9))
    #expect(screen.view.last?.message == "The album has no track 9")
  }

  @Test func savingTwiceSaysItIsThereAlready() async throws {
    let screen = try await loadedScreen()
    await screen.presenter.didRequestSave()

    await screen.presenter.didRequestSave()

    #expect(
      screen.view.last?.message
        == "“Abbey Road” is in your library already; its saved copy is updated")
    #expect(screen.view.last?.libraryChange == .alreadySaved)
    #expect(try await stored(screen).count == 1)
  }

  @Test func removeTakesItOutAndSaysWhenItWasNotThere() async throws {
    let screen = try await loadedScreen(language: .ru)
    await screen.presenter.didRequestSave()

    await screen.presenter.didRequestRemove()
    #expect(screen.view.last?.message == "Альбом «Abbey Road» убран из библиотеки")
    #expect(screen.view.last?.libraryChange == .removed)
    #expect(try await stored(screen) == [])

    await screen.presenter.didRequestRemove()
    #expect(screen.view.last?.message == "Альбома «Abbey Road» нет в вашей библиотеке")
    #expect(screen.view.last?.libraryChange == .notSaved)
  }

  @Test func nothingIsSavedBeforeTheAlbumHasLoaded() async throws {
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: []))
    await screen.presenter.viewDidLoad()

    await screen.presenter.didRequestSave()
    await screen.presenter.didRequestRemove()

    #expect(screen.view.last?.failure?.code == "notFound")
    #expect(screen.view.last?.libraryChange == nil)
  }
}
