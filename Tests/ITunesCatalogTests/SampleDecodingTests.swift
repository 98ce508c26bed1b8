import Domain
import Foundation
import TestSupport
import Testing

@testable import ITunesCatalog

@Suite struct SampleDecodingTests {
  let mapper = ITunesResponseMapper()

  @Test func beatlesAlbumSearch() throws {
    let page = try mapper.searchPage(from: fixture("search-album-the-beatles-limit3-us.json"))

    #expect(page.skippedCount == 0)
    #expect(page.albums.map(\.id) == [1_440_833_098, 1_441_133_180, 1_441_133_100])
    #expect(
      page.albums.first
        == AlbumSummary(
          id: 1_440_833_098, title: "1", artist: "The Beatles", trackCount: 27, year: 2000,
          artwork: .sized(
            "https://is1-ssl.mzstatic.com/image/thumb/Music116/v4/f2/98/fb/"
              + "f298fb48-1e0e-6ad4-4cff-fb824b77f02e/15UMGIM59587.rgb.jpg")))
    #expect(page.albums.map(\.year) == [2000, 1968, 1973])
  }

  @Test func dreamcatcherLookupWithLeadingBlankLines() throws {
    let body = try fixture("lookup-song-1728639278-dreamcatcher-us.json")
    #expect(body.first == UInt8(ascii: "\n"))

    let album = try #require(try mapper.album(from: body))

    #expect(album.id == 1_728_639_278)
    #expect(album.title == "Nightmare·Escape The ERA - EP")
    #expect(album.artist == "Dreamcatcher")
    #expect(album.year == 2018)
    #expect(album.genre == "K-Pop")
    #expect(album.trackCount == 6)
    #expect(album.tracks.map(\.number) == [1, 2, 3, 4, 5, 6])
    #expect(album.tracks.map(\.title).last == "YOU AND I (Instrumental)")
    let first = try #require(album.tracks.first)
    #expect(first.disc == 1)
    #expect(first.title == "INSIDE-OUTSIDE (Intro)")
    #expect(first.durationSeconds == 84)  // 83,720 ms rounds up
    #expect(first.previewURL?.hasSuffix("mzaf_6378099378252459597.plus.aac.p.m4a") == true)
  }

  @Test func emptyLookupIsNoAlbum() throws {
    #expect(try mapper.album(from: fixture("empty-lookup-resultcount-0.json")) == nil)
  }

  @Test func songSearchHoldsNoAlbums() throws {
    let page = try mapper.searchPage(from: fixture("search-song-weezer-limit7-us.json"))
    #expect(page == AlbumSearchPage(albums: [], skippedCount: 0))
  }

  @Test func theErrorBodyIsNotASearchPage() throws {
    #expect(throws: MusicLibraryError.unexpectedResponse) {
      try mapper.searchPage(from: fixture("error-400-lookup-invalid-id.json"))
    }
  }
}
