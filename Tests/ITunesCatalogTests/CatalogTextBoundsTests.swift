import Domain
import Foundation
import Testing

@testable import ITunesCatalog

/// Text from the catalog is bounded in Unicode scalars as it is read: one character of a million
/// combining marks counts as a million.
@Suite struct CatalogTextBoundsTests {
  let mapper = ITunesResponseMapper()

  private func body(_ item: [String: Any]) throws -> Data {
    try JSONSerialization.data(withJSONObject: ["resultCount": 1, "results": [item]])
  }

  static let megabyteName = String(repeating: "A", count: 1_000_000)
  static let markedName = "e" + String(repeating: "\u{301}", count: 1_000_000)

  @Test(arguments: [megabyteName, markedName])
  func namesAndTitlesAreCutToTheBound(name: String) throws {
    let song: [String: Any] = [
      "wrapperType": "track", "kind": "song", "trackId": 1, "trackName": name,
      "artistName": name, "collectionName": name, "collectionId": 2, "trackNumber": 1,
      "primaryGenreName": name,
    ]

    let track = try #require(try mapper.tracks(from: body(song)).first)
    let item = try #require(try mapper.mediaItem(from: body(song), id: 1))

    for text in [track.title, track.artist, track.album, item.title, item.artist, item.genres[0]] {
      #expect(text?.unicodeScalars.count == CatalogText.maximumScalars)
      #expect(text?.hasSuffix("…") == true)
    }
  }

  @Test func aDescriptionIsCutToItsOwnBoundAndAnOverlongAddressIsDropped() throws {
    let address = "https://example.com/" + String(repeating: "a", count: CatalogText.maximumScalars)
    let book: [String: Any] = [
      "wrapperType": "ebook", "kind": "ebook", "trackId": 3, "trackName": "Book",
      "description": String(repeating: "<", count: 500_000), "trackViewUrl": address,
      "artistViewUrl": "https://example.com/author",
    ]

    let item = try #require(try mapper.mediaItem(from: body(book), id: 3))

    #expect(item.description?.unicodeScalars.count == CatalogText.maximumDescriptionScalars)
    #expect(item.storeURL == nil)
    #expect(item.artistURL == "https://example.com/author")
  }
}
