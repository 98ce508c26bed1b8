import Domain
import Foundation
import ITunesCatalog
import TestSupport
import Testing

@Suite struct RequestBuildingTests {
  let transport: FakeHTTPTransport

  init() throws {
    transport = FakeHTTPTransport(
      answers: [:], otherwise: try fixtureAnswer("empty-lookup-resultcount-0.json"))
  }

  /// The first request the transport received.
  private func firstRequest() async throws -> SentRequest {
    try SentRequest(try #require(await transport.requests.first))
  }

  @Test func searchSendsTheTermIntactWithTheFixedParameters() async throws {
    let term = "a&b+c#d/e%f \"q\" 'x' кино 🎸"
    _ = try await catalog(transport).searchAlbums(term: term, limit: 7, country: "ru")

    let request = try await firstRequest()
    #expect(request.path == "/search")
    #expect(
      request.query
        == "term=a%26b%2Bc%23d%2Fe%25f+%22q%22+%27x%27+%D0%BA%D0%B8%D0%BD%D0%BE+%F0%9F%8E%B8"
        + "&media=music&entity=album&limit=7&country=ru")
    #expect(
      request.params == [
        "term": term, "media": "music", "entity": "album", "limit": "7", "country": "ru",
      ])
  }

  @Test func lookupAsksForUpTo200SongsOfTheAlbum() async throws {
    _ = try await catalog(transport).album(id: 1_590_000_001, country: "us")

    let request = try await firstRequest()
    #expect(request.path == "/lookup")
    #expect(request.query == "id=1590000001&entity=song&limit=200&country=us")
  }

  @Test func aBaseURLPathPrefixIsKept() async throws {
    let base = fakeBaseURL.appending(path: "fault/delay:0")
    _ = try await catalog(transport, baseURL: base).searchAlbums(
      term: "kino", limit: 1, country: "us")

    let request = try await firstRequest()
    #expect(request.target.hasPrefix("/fault/delay:0/search?term=kino&"))
  }

  @Test func aTrailingSlashOnTheBaseURLDoesNotDoubleTheSlash() async throws {
    let base = try #require(URL(string: fakeBaseURL.absoluteString + "/"))
    _ = try await catalog(transport, baseURL: base).searchAlbums(
      term: "kino", limit: 1, country: "us")

    let request = try await firstRequest()
    #expect(request.path == "/search")
  }
}
