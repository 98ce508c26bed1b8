import Domain
import Foundation
import Testing

@testable import ITunesCatalog

@Suite struct TolerantDecodingTests {
  let mapper = ITunesResponseMapper()

  private func page(_ results: String) throws -> AlbumSearchPage {
    try mapper.searchPage(from: Data("{\"resultCount\":0,\"results\":[\(results)]}".utf8))
  }

  @Test func leadingWhitespaceAndUnknownKeysAreAccepted() throws {
    let body = Data(
      " \r\n\t\n{\"resultCount\":0,\"results\":[],\"extra\":{\"nested\":[1,2]}}".utf8)
    #expect(try mapper.searchPage(from: body) == AlbumSearchPage(albums: [], skippedCount: 0))
  }

  @Test func albumsWithoutIdOrTitleAreSkippedAndCounted() throws {
    let page = try page(
      """
      {"wrapperType":"collection","collectionName":"No Id"},
      {"wrapperType":"collection","collectionId":2},
      {"wrapperType":"collection","collectionId":3,"collectionName":"Kept"},
      {"wrapperType":"track","kind":"song","collectionId":3,"collectionName":"Kept"}
      """)
    #expect(page.albums.map(\.title) == ["Kept"])
    #expect(page.skippedCount == 2)
  }

  @Test func missingOrMistypedOptionalFieldsBecomeNil() throws {
    let page = try page(
      """
      {"wrapperType":"collection","collectionId":7,"collectionName":"Bare"},
      {"wrapperType":"collection","collectionId":8,"collectionName":"Odd","artistName":42,
       "trackCount":"12","releaseDate":false,"artworkUrl100":null}
      """)
    let expected = [
      AlbumSummary(id: 7, title: "Bare", artist: nil, trackCount: nil, year: nil, artwork: nil),
      AlbumSummary(id: 8, title: "Odd", artist: nil, trackCount: nil, year: nil, artwork: nil),
    ]
    #expect(page.albums == expected)
  }

  @Test(
    arguments: [
      ("1900-01-01T12:00:00Z", nil), ("1899-12-31T00:00:00Z", nil), ("1901-01-01T08:00:00Z", 1901),
      ("2024", 2024), ("soon", nil),
    ] as [(String, Int?)])
  func placeholderYearsAreDropped(releaseDate: String, year: Int?) throws {
    let page = try page(
      "{\"wrapperType\":\"collection\",\"collectionId\":1,\"collectionName\":\"A\","
        + "\"releaseDate\":\"\(releaseDate)\"}")
    #expect(page.albums.first?.year == year)
  }

  @Test func lookupKeepsOnlySongsAndDefaultsTheDisc() throws {
    let body = Data(
      """
      {"resultCount":5,"results":[
      {"wrapperType":"collection","collectionId":5,"collectionName":"Mixed","trackCount":4},
      {"wrapperType":"track","kind":"song","trackNumber":1,"trackName":"One","trackTimeMillis":1500},
      {"wrapperType":"track","kind":"music-video","trackNumber":2,"trackName":"Video"},
      {"wrapperType":"track","kind":"song","trackName":"No number"},
      {"wrapperType":"track","kind":"song","discNumber":2,"trackNumber":1,"trackName":"Two"}
      ]}
      """.utf8)
    let album = try #require(try mapper.album(from: body))
    #expect(album.id == 5)
    #expect(
      album.tracks == [
        Track(disc: 1, number: 1, title: "One", durationSeconds: 2, previewURL: nil),
        Track(disc: 2, number: 1, title: "Two", durationSeconds: nil, previewURL: nil),
      ])
  }

  @Test func aLookupCountsItsOwnMusicVideos() throws {
    let body = Data(
      """
      {"resultCount":5,"results":[
      {"wrapperType":"collection","collectionId":5,"collectionName":"Mixed","trackCount":4},
      {"wrapperType":"track","kind":"song","collectionId":5,"trackNumber":1,"trackName":"One"},
      {"wrapperType":"track","kind":"music-video","collectionId":5,"trackNumber":2,"trackName":"V"},
      {"wrapperType":"track","kind":"music-video","trackNumber":3,"trackName":"No album named"},
      {"wrapperType":"track","kind":"music-video","collectionId":9,"trackNumber":1,"trackName":"X"},
      {"wrapperType":"track","kind":"feature-movie","collectionId":5,"trackName":"Film"}
      ]}
      """.utf8)
    #expect(try mapper.album(from: body, id: 5)?.musicVideoCount == 2)
    #expect(try mapper.album(from: body)?.musicVideoCount == 3, "without an id all count")
  }

  @Test func aLookupAnsweredWithAnotherAlbumIsNoAlbumAndOtherAlbumsTracksAreLeftOut() throws {
    let body = Data(
      """
      {"resultCount":4,"results":[
      {"wrapperType":"collection","collectionId":7,"collectionName":"Other","trackCount":1},
      {"wrapperType":"track","kind":"song","collectionId":7,"trackNumber":1,"trackName":"Theirs"},
      {"wrapperType":"collection","collectionId":5,"collectionName":"Asked","trackCount":1},
      {"wrapperType":"track","kind":"song","collectionId":5,"trackNumber":1,"trackName":"Ours"}
      ]}
      """.utf8)
    #expect(try mapper.album(from: body, id: 9) == nil)
    let album = try #require(try mapper.album(from: body, id: 5))
    #expect(album.title == "Asked")
    #expect(album.tracks.map(\.title) == ["Ours"])
  }

  @Test func lookupWithoutACollectionIsNoAlbum() throws {
    let body = Data(
      "{\"resultCount\":1,\"results\":[{\"wrapperType\":\"track\",\"kind\":\"song\"}]}".utf8)
    #expect(try mapper.album(from: body) == nil)
  }

  @Test(arguments: [
    "<!DOCTYPE html><html></html>",
    "{\"resultCount\":3,\"results\":[{\"wrapperType\":",
    "{\"resultCount\":\"3\",\"results\":{\"wrapperType\":\"collection\"}}",
    "{\"results\":[]}",
    "{\"resultCount\":1,\"results\":[42]}",
    "",
  ])
  func bodiesOfTheWrongShapeAreUnexpected(body: String) {
    #expect(throws: MusicLibraryError.unexpectedResponse) {
      try mapper.searchPage(from: Data(body.utf8))
    }
    #expect(throws: MusicLibraryError.unexpectedResponse) {
      try mapper.album(from: Data(body.utf8))
    }
  }
}
