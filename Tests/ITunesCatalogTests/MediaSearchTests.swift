import Domain
import Foundation
import ITunesCatalog
import TestSupport
import Testing

/// The media queries against fake-itunes: what is asked, and what comes back.
@Suite struct MediaSearchTests {
  let server: FakeITunesServer
  let catalog: ITunesCatalog

  init() throws {
    server = try FakeITunesServer()
    catalog = ITunesCatalogTests.catalog(server.baseURL)
  }

  private func filters(
    _ media: MediaKind, explicit: Bool = true, country: String = "US", limit: Int = 30
  ) throws -> MediaFilters {
    try MediaFilters(media: media, explicit: explicit, country: country, limit: limit)
  }

  @Test(arguments: [
    (MediaKind.song, "media=music&entity=song"), (.movie, "media=movie&entity=movie"),
    (.ebook, "media=ebook&entity=ebook"),
  ])
  func asksForTheKindWithTheFilters(_ kind: MediaKind, _ entity: String) async throws {
    _ = try await catalog.searchMedia(
      term: "брат", filters: filters(kind, explicit: false, country: "ru", limit: 12))

    let request = try #require(try await server.recordedRequests().first)
    #expect(request.path == "/search")
    #expect(
      request.query
        == "term=%D0%B1%D1%80%D0%B0%D1%82&\(entity)&explicit=No&limit=12&country=RU")
  }

  @Test func moviesInBothLanguagesInTheCatalogsOrderWithoutTheMusicVideo() async throws {
    let russian = try await catalog.searchMedia(term: "брат", filters: filters(.movie))
    let english = try await catalog.searchMedia(term: "ratatouille", filters: filters(.movie))

    #expect(russian.map(\.title) == ["Брат", "Брат 2"])
    #expect(russian.allSatisfy { $0.kind == .movie })
    #expect(english.map(\.title) == ["Ratatouille"])
  }

  @Test func explicitNoLeavesExplicitItemsOut() async throws {
    let clean = try await catalog.searchMedia(
      term: "ленинград", filters: filters(.song, explicit: false))
    let all = try await catalog.searchMedia(term: "ленинград", filters: filters(.song))

    #expect(clean.map(\.title) == ["Мне бы в небо"])
    #expect(all.map(\.title) == ["WWW", "Мне бы в небо"])
    #expect(all.first?.isExplicit == true)
  }

  @Test func eBooksWithoutTheAudiobook() async throws {
    let books = try await catalog.searchMedia(term: "war and peace", filters: filters(.ebook))

    #expect(books.map(\.title) == ["War and Peace"])
    #expect(books.first?.genres == ["Fiction & Literature", "Books"])
  }

  @Test func theLimitIsHonoured() async throws {
    let songs = try await catalog.searchMedia(term: "weezer", filters: filters(.song, limit: 2))
    #expect(songs.count == 2)
  }

  @Test func aLookupOfOneItem() async throws {
    let book = try await catalog.mediaItem(id: 1_590_002_001, country: "RU")

    let request = try #require(try await server.recordedRequests().first)
    #expect(request.path == "/lookup")
    #expect(request.query == "id=1590002001&country=RU")
    #expect(book?.title == "Мастер и Маргарита")
    #expect(book?.kind == .ebook)
    #expect(try await catalog.mediaItem(id: 1_590_009_999, country: "US") == nil)
  }

  @Test func anArtistsAlbums() async throws {
    let albums = try await catalog.artistAlbums(artistID: 1_590_100_001, limit: 5, country: "RU")

    let request = try #require(try await server.recordedRequests().first)
    #expect(request.query == "id=1590100001&entity=album&limit=5&country=RU")
    #expect(albums.map(\.title) == ["Группа крови", "Звезда по имени Солнце"])
    #expect(try await catalog.artistAlbums(artistID: 42, limit: 5, country: "US").isEmpty)
  }

  @Test func aServerFailureIsADomainError() async throws {
    let failing = ITunesCatalogTests.catalog(server.baseURL(fault: "status:429"))
    await #expect(throws: MusicLibraryError.rateLimited) {
      _ = try await failing.searchMedia(term: "брат", filters: filters(.movie))
    }
    await #expect(throws: MusicLibraryError.unexpectedResponse) {
      _ = try await ITunesCatalogTests.catalog(server.baseURL(fault: "html"))
        .mediaItem(id: 1, country: "US")
    }
  }
}
