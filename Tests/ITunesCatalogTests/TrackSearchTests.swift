import Domain
import Foundation
import ITunesCatalog
import TestSupport
import Testing

@Suite struct TrackSearchTests {
  let server: FakeITunesServer
  let catalog: ITunesCatalog

  init() throws {
    server = try FakeITunesServer()
    catalog = ITunesCatalogTests.catalog(server.baseURL)
  }

  @Test func asksForSongs() async throws {
    _ = try await catalog.searchTracks(term: "weezer", limit: 7, country: "us")

    let request = try #require(try await server.recordedRequests().first)
    #expect(request.path == "/search")
    #expect(request.query == "term=weezer&media=music&entity=song&limit=7&country=us")
  }

  @Test func songsComeInTheCatalogsOrderWithEveryField() async throws {
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
    let tracks = try await catalog.searchTracks(term: "крови", limit: 50, country: "ru")

    #expect(tracks.map(\.title) == ["Группа крови"])
    #expect(tracks.first?.artist == "Кино")
    #expect(tracks.first?.albumID == 1_590_000_001)
    #expect(tracks.first?.trackNumber == 1)
  }

  @Test func theLimitIsHonoured() async throws {
    let tracks = try await catalog.searchTracks(term: "weezer", limit: 2, country: "us")
    #expect(tracks.count == 2)
  }

  @Test func aServerFailureIsADomainError() async throws {
    let failing = ITunesCatalogTests.catalog(server.baseURL(fault: "status:503"))
    await #expect(throws: MusicLibraryError.serverError(status: 503)) {
      _ = try await failing.searchTracks(term: "weezer", limit: 7, country: "us")
    }
  }
}
