import Domain
import Foundation
import ITunesCatalog
import TestSupport
import Testing

/// Song searches over the in-process transport, answered with what fake-itunes answers from its
/// fixtures.
@Suite struct TrackSearchTests {
  private func search(_ term: String, limit: Int, country: String) -> String {
    fakeURL(
      "search",
      [
        "term": term, "media": "music", "entity": "song", "limit": String(limit),
        "country": country,
      ])
  }

  /// A catalog whose search for `term` answers `answer`.
  private func catalog(
    _ term: String, limit: Int, country: String, answering answer: FakeHTTPTransport.Answer
  ) -> (ITunesCatalog, FakeHTTPTransport) {
    let transport = FakeHTTPTransport(answers: [
      search(term, limit: limit, country: country): answer
    ])
    return (ITunesCatalogTests.catalog(transport), transport)
  }

  @Test func asksForSongs() async throws {
    let (catalog, transport) = try catalog(
      "weezer", limit: 7, country: "us",
      answering: fixtureAnswer("search-song-weezer-limit7-us.json"))
    _ = try await catalog.searchTracks(term: "weezer", limit: 7, country: "us")

    let request = try SentRequest(try #require(await transport.requests.first))
    #expect(request.path == "/search")
    #expect(request.query == "term=weezer&media=music&entity=song&limit=7&country=us")
  }

  @Test func songsComeInTheCatalogsOrderWithEveryField() async throws {
    let (catalog, _) = try catalog(
      "weezer", limit: 7, country: "us",
      answering: fixtureAnswer("search-song-weezer-limit7-us.json"))
    let tracks = try await catalog.searchTracks(term: "weezer", limit: 7, country: "us")

    #expect(
      tracks.map(\.title) == [
        "Buddy Holly", "Say It Ain't So", "Undone - The Sweater Song", "My Name Is Jonas",
        "Holiday", "Weezer", "Only in Dreams",
      ])
    let first = try #require(tracks.first)
    #expect(first.id == 1_440_879_325)
    #expect(first.artist == "Weezer")
    #expect(first.album == "Weezer")
    #expect(first.albumID == 1_440_878_798)
    #expect(first.trackNumber == 4)
    #expect(first.disc == 1)
    #expect(first.durationSeconds == 160)
    #expect(first.previewURL?.hasSuffix(".plus.aac.p.m4a") == true)
    #expect(first.artwork?.url.hasSuffix("100x100bb.jpg") == true)
  }

  @Test func cyrillicTermsFindCyrillicSongs() async throws {
    let found = try fixtureResults("lookup-song-1590000001-kino-gruppa-krovi-ru.json")
      .filter { $0["kind"] == .string("song") && $0["trackName"] == .string("Группа крови") }
    let (catalog, _) = try catalog("крови", limit: 50, country: "ru", answering: answer(found))
    let tracks = try await catalog.searchTracks(term: "крови", limit: 50, country: "ru")

    #expect(tracks.map(\.title) == ["Группа крови"])
    #expect(tracks.first?.artist == "Кино")
    #expect(tracks.first?.albumID == 1_590_000_001)
    #expect(tracks.first?.trackNumber == 1)
  }

  @Test func theLimitIsHonoured() async throws {
    let found = Array(try fixtureResults("search-song-weezer-limit7-us.json").prefix(2))
    let (catalog, _) = try catalog("weezer", limit: 2, country: "us", answering: answer(found))
    let tracks = try await catalog.searchTracks(term: "weezer", limit: 2, country: "us")
    #expect(tracks.count == 2)
  }

  @Test func aServerFailureIsADomainError() async throws {
    let (failing, _) = catalog(
      "weezer", limit: 7, country: "us",
      answering: .response(status: 503, body: htmlPage("503 Service Unavailable")))
    await #expect(throws: MusicLibraryError.serverError(status: 503)) {
      _ = try await failing.searchTracks(term: "weezer", limit: 7, country: "us")
    }
  }
}
