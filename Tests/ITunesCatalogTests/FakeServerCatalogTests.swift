import Domain
import Foundation
import ITunesCatalog
import TestSupport
import Testing

@Suite struct FakeServerCatalogTests {
  let server: FakeITunesServer
  let catalog: ITunesCatalog

  init() throws {
    server = try FakeITunesServer()
    catalog = ITunesCatalogTests.catalog(server.baseURL)
  }

  @Test func cyrillicSearchFindsTheCyrillicAlbums() async throws {
    let page = try await catalog.searchAlbums(term: "Кино", limit: 50, country: "ru")
    #expect(page.albums.map(\.title) == ["Группа крови", "Звезда по имени Солнце"])
    #expect(page.albums.allSatisfy { $0.artist == "Кино" })
    #expect(page.skippedCount == 0)
  }

  @Test func searchHonoursTheLimit() async throws {
    let page = try await catalog.searchAlbums(term: "album", limit: 2, country: "us")
    #expect(page.albums.count == 2)
  }

  @Test func searchSkipsAndCountsUnusableItems() async throws {
    let page = try await catalog.searchAlbums(term: "sorting quartet", limit: 50, country: "us")
    #expect(page.albums.map(\.title) == ["Album 2", "Album 10", "album 1", "ALBUM 3"])
    #expect(page.skippedCount == 2)
  }

  @Test func aTermMatchingNothingIsAnEmptyPage() async throws {
    let page = try await catalog.searchAlbums(term: "no such band", limit: 50, country: "us")
    #expect(page == AlbumSearchPage(albums: [], skippedCount: 0))
  }

  @Test func twoDiscAlbum() async throws {
    let album = try #require(try await catalog.album(id: 1_590_000_002, country: "ru"))
    #expect(album.title == "Мир номер ноль")
    #expect(album.tracks.map(\.disc) == [1, 1, 1, 1, 2, 2, 2, 2])
    #expect(album.tracks.map(\.number) == [1, 2, 3, 4, 1, 2, 3, 4])
    #expect(album.tracks.first?.durationSeconds == 302)  // 301,500 ms rounds up
  }

  @Test func aCompilationsTracksKeepTheirOwnArtists() async throws {
    let album = try #require(try await catalog.album(id: 1_590_000_008, country: "ru"))
    #expect(album.artist == "Various Artists")
    #expect(album.tracks.map(\.artist) == ["Аквариум", "Наутилус Помпилиус", "Сплин"])
  }

  @Test func musicVideosAreLeftOut() async throws {
    let album = try #require(try await catalog.album(id: 1_590_000_003, country: "ru"))
    #expect(
      album.tracks.map(\.title) == ["Снег", "Ариведерчи", "Синоптик", "Почему", "Ромашки", "СПИД"])
    #expect(album.musicVideoCount == 1)
  }

  @Test func theMusicVideosOfALookupAreCounted() async throws {
    let album = try #require(try await catalog.album(id: 1_590_000_040, country: "us"))
    #expect(album.trackCount == 8)
    #expect(
      album.tracks.map(\.title)
        == ["Opening Titles", "Dolly Shot", "Cutaway", "Long Take", "End Credits"])
    #expect(album.musicVideoCount == 3)
  }

  @Test func fewerSongsThanTheTrackCount() async throws {
    let album = try #require(try await catalog.album(id: 1_590_000_004, country: "ru"))
    #expect(album.trackCount == 14)
    #expect(album.tracks.count == 5)
  }

  @Test func placeholderDateAndMissingOptionalFields() async throws {
    let album = try #require(try await catalog.album(id: 1_590_000_014, country: "us"))
    #expect(album.year == nil)
    #expect(album.artist == nil)
    #expect(album.artwork == nil)
    #expect(album.genre == "Electronic")
    #expect(
      album.tracks.first
        == Track(disc: 1, number: 1, title: "First Untimed", durationSeconds: nil, previewURL: nil))
    #expect(album.tracks.last?.durationSeconds == 1)  // 1,499 ms rounds down
  }

  @Test func anAlbumKnownOnlyFromSearchHasNoTracks() async throws {
    let album = try #require(try await catalog.album(id: 1_440_833_098, country: "us"))
    #expect(album.title == "1")
    #expect(album.tracks.isEmpty)
  }

  @Test func anUnknownIdIsNoAlbum() async throws {
    #expect(try await catalog.album(id: 42, country: "us") == nil)
  }
}
