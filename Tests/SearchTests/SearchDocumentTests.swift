import Domain
import Foundation
import InMemoryPorts
import Search
import TestSupport
import Testing

@Suite @MainActor struct SearchDocumentTests {
  private func json(_ document: SearchDocument) throws -> [String: Any] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let object = try JSONSerialization.jsonObject(with: encoder.encode(document))
    return try #require(object as? [String: Any])
  }

  @Test func hasExactlyTheScriptShapeWithNullsForUnknowns() async throws {
    let catalog = FakeCatalog(summaries: [
      SearchFixtures.album(2, "Beta", artist: nil, trackCount: nil, year: nil, artwork: nil),
      SearchFixtures.album(
        1, "Alpha", artist: "Queen", trackCount: 12, year: 1975,
        artwork: .sized("https://x.example/a")),
    ])
    let screen = try await SearchFixtures.screen(catalog: catalog)
    await screen.presenter.didSubmit(query: "  alpha ")
    let document = try #require(screen.view.last?.document)
    let object = try json(document)

    #expect(Set(object.keys) == ["query", "albums"])
    #expect(object["query"] as? String == "alpha")
    let albums = try #require(object["albums"] as? [[String: Any]])
    #expect(albums.count == 2)
    let keys: Set<String> = ["id", "title", "artist", "trackCount", "year", "artworkURL"]
    #expect(albums.allSatisfy { Set($0.keys) == keys })

    #expect(albums[0]["id"] as? Int == 1)
    #expect(albums[0]["title"] as? String == "Alpha")
    #expect(albums[0]["artist"] as? String == "Queen")
    #expect(albums[0]["trackCount"] as? Int == 12)
    #expect(albums[0]["year"] as? Int == 1975)
    #expect(albums[0]["artworkURL"] as? String == "https://x.example/a/600x600bb.jpg")

    #expect(albums[1]["title"] as? String == "Beta")
    for key in ["artist", "trackCount", "year", "artworkURL"] {
      #expect(albums[1][key] is NSNull, "\(key) should be null")
    }
  }

  @Test func nullsAreWrittenOutInTheEncodedText() throws {
    let document = SearchDocument(
      query: "abc",
      albums: [
        SearchDocument.AlbumEntry(
          AlbumSummary(
            id: 5, title: "T", artist: nil, trackCount: nil, year: nil, artwork: nil))
      ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(document), as: UTF8.self)
    #expect(
      text
        == #"{"albums":[{"artist":null,"artworkURL":null,"id":5,"title":"T","trackCount":null,"#
        + #""year":null}],"query":"abc"}"#)
  }

  @Test func roundTripsThroughJSON() throws {
    let document = SearchDocument(
      query: "abc",
      albums: [SearchDocument.AlbumEntry(SearchFixtures.album(5, "T", artist: nil))])
    let data = try JSONEncoder().encode(document)
    #expect(try JSONDecoder().decode(SearchDocument.self, from: data) == document)
  }

  @Test func theHandWrittenEncodingIsTheReflectedOneForEveryMixOfNils() throws {
    /// An entry encoded by reflection, as every `NullWritingEncodable` is by default.
    struct Reflected: Encodable {
      let entry: SearchDocument.AlbumEntry
      func encode(to encoder: any Encoder) throws {
        try entry.encodeEveryStoredProperty(to: encoder)
      }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    let artwork = ArtworkReference(url: "https://x/1.jpg", sizedTemplate: "https://x/{size}.jpg")
    for mask in 0..<16 {
      let entry = SearchDocument.AlbumEntry(
        AlbumSummary(
          id: Int64(mask), title: "Кино \u{1B}\"\(mask)\"", artist: mask & 1 == 0 ? nil : "A/B",
          trackCount: mask & 2 == 0 ? nil : 12, year: mask & 4 == 0 ? nil : 1988,
          artwork: mask & 8 == 0 ? nil : artwork))
      #expect(try encoder.encode(entry) == encoder.encode(Reflected(entry: entry)), "mask \(mask)")
    }
  }
}
