import Domain
import Foundation
import ITunesCatalog
import TestSupport
import Testing

/// A search and a look-up against fake-itunes through libcurl: the wire works end to end. What
/// the catalog makes of the answers is tested over the in-process transport.
@Suite(.sharedFakeServer) struct FakeServerCatalogTests {
  let catalog: ITunesCatalog

  init() throws {
    catalog = ITunesCatalogTests.catalog(try SharedFakeServer.server().baseURL)
  }

  @Test func cyrillicSearchFindsTheCyrillicAlbums() async throws {
    let page = try await catalog.searchAlbums(term: "Кино", limit: 50, country: "ru")
    #expect(page.albums.map(\.title) == ["Группа крови", "Звезда по имени Солнце"])
    #expect(page.albums.allSatisfy { $0.artist == "Кино" })
    #expect(page.skippedCount == 0)
  }

  @Test func twoDiscAlbum() async throws {
    let album = try #require(try await catalog.album(id: 1_590_000_002, country: "ru"))
    #expect(album.title == "Мир номер ноль")
    #expect(album.tracks.map(\.disc) == [1, 1, 1, 1, 2, 2, 2, 2])
    #expect(album.tracks.map(\.number) == [1, 2, 3, 4, 1, 2, 3, 4])
    #expect(album.tracks.first?.durationSeconds == 302)  // 301,500 ms rounds up
  }
}
