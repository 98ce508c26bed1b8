import Domain
import Foundation
import TestSupport
import Testing

@testable import ITunesCatalog

/// Never more results than asked for, whatever the server sends.
@Suite struct ResultLimitTests {
  let mapper = ITunesResponseMapper()

  private func body(_ items: [String]) -> Data {
    Data("{\"resultCount\":\(items.count),\"results\":[\(items.joined(separator: ","))]}".utf8)
  }

  @Test func aSearchPageStopsAtTheLimitCountingOnlyTheSkipsOnTheWay() throws {
    let items =
      ["{\"wrapperType\":\"collection\",\"collectionId\":1}"]
      + (2...10).map {
        "{\"wrapperType\":\"collection\",\"collectionId\":\($0),\"collectionName\":\"A\($0)\"}"
      } + ["{\"wrapperType\":\"collection\",\"collectionName\":\"no id\"}"]
    let page = try mapper.searchPage(from: body(items), limit: 3)
    #expect(page.albums.map(\.title) == ["A2", "A3", "A4"])
    #expect(page.skippedCount == 1)
  }

  @Test func songsStopAtTheLimit() throws {
    let items = (1...10).map {
      "{\"wrapperType\":\"track\",\"kind\":\"song\",\"trackId\":\($0),\"trackName\":\"S\($0)\"}"
    }
    #expect(
      try mapper.tracks(from: body(items), limit: 4).map(\.title) == ["S1", "S2", "S3", "S4"])
  }

  @Test func aServerSendingThousandsOfAlbumsGivesOnlyTheLimit() async throws {
    let server = try FakeITunesServer()
    let page = try await catalog(server.baseURL(fault: "huge:1"))
      .searchAlbums(term: "anything", limit: 50, country: "us")
    #expect(page.albums.count == 50)
    #expect(page.albums.first?.title == "Huge Album 1")
  }
}
