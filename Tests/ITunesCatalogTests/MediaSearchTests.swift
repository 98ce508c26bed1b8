import Domain
import Foundation
import ITunesCatalog
import TestSupport
import Testing

/// The media queries over the in-process transport, answered with what fake-itunes answers
/// from its fixtures: what is asked, and what comes back.
@Suite struct MediaSearchTests {
  private func filters(
    _ media: MediaKind, explicit: Bool = true, country: String = "US", limit: Int = 30
  ) throws -> MediaFilters {
    try MediaFilters(media: media, explicit: explicit, country: country, limit: limit)
  }

  /// The search URL for `term` of `kind` (`media` and `entity` as iTunes names them).
  private func search(
    _ term: String, _ media: String, _ entity: String, explicit: String = "Yes",
    limit: Int = 30, country: String = "US"
  ) -> String {
    fakeURL(
      "search",
      [
        "term": term, "media": media, "entity": entity, "explicit": explicit,
        "limit": String(limit), "country": country,
      ])
  }

  private func catalog(_ answers: [String: FakeHTTPTransport.Answer]) -> ITunesCatalog {
    ITunesCatalogTests.catalog(FakeHTTPTransport(answers: answers))
  }

  @Test(arguments: [
    (MediaKind.song, "media=music&entity=song"), (.movie, "media=movie&entity=movie"),
    (.ebook, "media=ebook&entity=ebook"),
  ])
  func asksForTheKindWithTheFilters(_ kind: MediaKind, _ entity: String) async throws {
    let transport = FakeHTTPTransport(answers: [:], otherwise: try answer([]))
    _ = try await ITunesCatalogTests.catalog(transport).searchMedia(
      term: "брат", filters: filters(kind, explicit: false, country: "ru", limit: 12))

    let request = try SentRequest(try #require(await transport.requests.first))
    #expect(request.path == "/search")
    #expect(
      request.query
        == "term=%D0%B1%D1%80%D0%B0%D1%82&\(entity)&explicit=No&limit=12&country=RU")
  }

  @Test func moviesInBothLanguagesInTheCatalogsOrderWithoutTheMusicVideo() async throws {
    let brat = try fixtureResults("search-movie-cyrillic-ru.json")
      .filter { $0["trackName"]?.string?.contains("Брат") == true }
    let catalog = try catalog([
      search("брат", "movie", "movie"): answer(brat),
      search("ratatouille", "movie", "movie"): fixtureAnswer("search-movie-ratatouille-us.json"),
    ])

    let russian = try await catalog.searchMedia(term: "брат", filters: filters(.movie))
    let english = try await catalog.searchMedia(term: "ratatouille", filters: filters(.movie))

    #expect(russian.map(\.title) == ["Брат", "Брат 2"])
    #expect(russian.allSatisfy { $0.kind == .movie })
    #expect(english.map(\.title) == ["Ratatouille"])
  }

  @Test func explicitNoLeavesExplicitItemsOut() async throws {
    let songs = try fixtureResults("search-song-explicit-leningrad-ru.json")
      .filter { $0["kind"] == .string("song") }
    let catalog = try catalog([
      search("ленинград", "music", "song", explicit: "No"):
        answer(songs.filter { $0["trackExplicitness"] != .string("explicit") }),
      search("ленинград", "music", "song"): answer(songs),
    ])

    let clean = try await catalog.searchMedia(
      term: "ленинград", filters: filters(.song, explicit: false))
    let all = try await catalog.searchMedia(term: "ленинград", filters: filters(.song))

    #expect(clean.map(\.title) == ["Мне бы в небо"])
    #expect(all.map(\.title) == ["WWW", "Мне бы в небо"])
    #expect(all.first?.isExplicit == true)
  }

  @Test func eBooksWithoutTheAudiobook() async throws {
    // fake-itunes finds the e-book by its title and the audiobook by its author.
    let found = Array(try fixtureResults("search-ebook-mixed-ru-us.json")[1...2])
    let catalog = try catalog([search("war and peace", "ebook", "ebook"): answer(found)])

    let books = try await catalog.searchMedia(term: "war and peace", filters: filters(.ebook))

    #expect(books.map(\.title) == ["War and Peace"])
    #expect(books.first?.genres == ["Fiction & Literature", "Books"])
  }

  @Test func theLimitIsHonoured() async throws {
    let found = Array(try fixtureResults("search-song-weezer-limit7-us.json").prefix(2))
    let catalog = try catalog([search("weezer", "music", "song", limit: 2): answer(found)])

    let songs = try await catalog.searchMedia(term: "weezer", filters: filters(.song, limit: 2))
    #expect(songs.count == 2)
  }

  @Test func aLookupOfOneItem() async throws {
    let book = try fixtureResults("search-ebook-mixed-ru-us.json").with("trackId", 1_590_002_001)
    let transport = FakeHTTPTransport(answers: [
      fakeURL("lookup", ["id": "1590002001", "country": "RU"]): try answer(book),
      fakeURL("lookup", ["id": "1590009999", "country": "US"]):
        try fixtureAnswer("empty-lookup-resultcount-0.json"),
    ])
    let catalog = ITunesCatalogTests.catalog(transport)

    let found = try await catalog.mediaItem(id: 1_590_002_001, country: "RU")

    let request = try SentRequest(try #require(await transport.requests.first))
    #expect(request.path == "/lookup")
    #expect(request.query == "id=1590002001&country=RU")
    #expect(found?.title == "Мастер и Маргарита")
    #expect(found?.kind == .ebook)
    #expect(try await catalog.mediaItem(id: 1_590_009_999, country: "US") == nil)
  }

  @Test func anArtistsAlbums() async throws {
    let artist = JSONValue.object([
      "wrapperType": .string("artist"), "artistType": .string("Artist"),
      "artistId": .integer(1_590_100_001), "artistName": .string("Кино"),
      "artistLinkUrl": .string("https://music.apple.com/ru/artist/1590100001?uo=4"),
    ])
    let albums =
      try fixtureResults("lookup-song-1590000001-kino-gruppa-krovi-ru.json")
      .with("collectionId", 1_590_000_001)
      + fixtureResults("search-album-cyrillic-ru.json").with("artistId", 1_590_100_001)
    let lookup = { (id: String, country: String) in
      fakeURL("lookup", ["id": id, "entity": "album", "limit": "5", "country": country])
    }
    let transport = FakeHTTPTransport(answers: [
      lookup("1590100001", "RU"): try answer([artist] + albums),
      lookup("42", "US"): try fixtureAnswer("empty-lookup-resultcount-0.json"),
    ])
    let catalog = ITunesCatalogTests.catalog(transport)

    let found = try await catalog.artistAlbums(artistID: 1_590_100_001, limit: 5, country: "RU")

    let request = try SentRequest(try #require(await transport.requests.first))
    #expect(request.query == "id=1590100001&entity=album&limit=5&country=RU")
    #expect(found.map(\.title) == ["Группа крови", "Звезда по имени Солнце"])
    #expect(try await catalog.artistAlbums(artistID: 42, limit: 5, country: "US").isEmpty)
  }

  @Test func aServerFailureIsADomainError() async throws {
    let failing = catalog([
      search("брат", "movie", "movie"): .response(status: 429, body: Data())
    ])
    await #expect(throws: MusicLibraryError.rateLimited) {
      _ = try await failing.searchMedia(term: "брат", filters: filters(.movie))
    }
    let html = catalog([
      fakeURL("lookup", ["id": "1", "country": "US"]):
        .response(status: 200, body: htmlPage("iTunes is down for maintenance"))
    ])
    await #expect(throws: MusicLibraryError.unexpectedResponse) {
      _ = try await html.mediaItem(id: 1, country: "US")
    }
  }
}
