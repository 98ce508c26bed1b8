import AlbumDetail
import Domain
import InMemoryPorts
import Localization
import TestSupport
import Testing

@Suite @MainActor struct AlbumDetailOtherAlbumsTests {
  static let album = Album(
    id: 100, title: "Группа крови", artist: "Кино", year: 1988, genre: "Рок", artwork: nil,
    trackCount: 1,
    tracks: [
      Track(disc: 1, number: 1, title: "Группа крови", durationSeconds: 286, previewURL: nil)
    ],
    storeURL: "https://music.apple.com/ru/album/100", artistID: 7)
  static let own = AlbumSummary(
    id: 100, title: "Группа крови", artist: "Кино", trackCount: 11, year: 1988, artwork: nil)
  static let other = AlbumSummary(
    id: 105, title: "Звезда по имени Солнце", artist: "Кино", trackCount: 10, year: 1989,
    artwork: nil)

  @Test func theAlbumLinksItsPageAndListsTheArtistsOtherAlbumsWhichOpen() async throws {
    let catalog = FakeCatalog(albums: [Self.album], artistAlbums: [7: [Self.own, Self.other]])
    let screen = try await AlbumDetailFixtures.screen(catalog: catalog)
    await screen.presenter.viewDidLoad()

    #expect(catalog.calls.last == .artistAlbums(artistID: 7, limit: 5, country: "US"))
    let content = try #require(screen.view.last?.album)
    #expect(
      content.page
        == AlbumDetailLinkViewModel(label: "Page", url: "https://music.apple.com/ru/album/100"))
    #expect(
      content.otherAlbums
        == OtherAlbumsViewModel(
          title: "Other albums by Кино",
          rows: [
            OtherAlbumsViewModel.Row(
              number: 1, title: "Звезда по имени Солнце", year: "1989", id: 105)
          ]))

    screen.presenter.didSelectOtherAlbum(number: 2)
    #expect(screen.view.last?.message == "There is no other album number 2")
    screen.presenter.didSelectOtherAlbum(number: 1)
    #expect(screen.router.calls == [.openAlbum(id: 105)])
  }

  @Test func anAlbumWithoutAnArtistIdAsksNothingMore() async throws {
    let plain = Album(
      id: 100, title: "Без исполнителя", artist: nil, year: nil, genre: nil, artwork: nil,
      trackCount: 0, tracks: [])
    let catalog = FakeCatalog(albums: [plain])
    let screen = try await AlbumDetailFixtures.screen(catalog: catalog)
    await screen.presenter.viewDidLoad()

    #expect(catalog.calls == [.album(id: 100, country: "US")])
    #expect(screen.view.last?.album?.otherAlbums == nil)
    #expect(screen.view.last?.album?.page == nil)
  }
}
