import AlbumDetail
import Domain
import Foundation
import InMemoryPorts
import TestSupport
import Testing

@Suite @MainActor struct AlbumDetailDocumentTests {
  @Test func hasExactlyTheScriptShapeWithTracksInDisplayOrder() async throws {
    let album = AlbumDetailFixtures.album(
      id: 42, trackCount: 3,
      tracks: [
        AlbumDetailFixtures.track(disc: 2, 1, "Second", seconds: 61, preview: "https://p/2"),
        AlbumDetailFixtures.track(disc: 1, 1, "First", seconds: nil, preview: nil),
      ])
    let screen = try await AlbumDetailFixtures.screen(
      albumID: 42, catalog: FakeCatalog(albums: [album]))
    await screen.presenter.viewDidLoad()
    let document = try #require(screen.view.last?.document)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let object = try #require(
      try JSONSerialization.jsonObject(with: encoder.encode(document)) as? [String: Any])

    #expect(
      Set(object.keys)
        == [
          "id", "title", "artist", "year", "genre", "artworkURL", "trackCount", "musicVideoCount",
          "tracks",
        ])
    #expect(object["id"] as? Int == 42)
    #expect(object["title"] as? String == "Abbey Road")
    #expect(object["artist"] as? String == "The Beatles")
    #expect(object["year"] as? Int == 1969)
    #expect(object["genre"] as? String == "Rock")
    #expect(
      object["artworkURL"] as? String
        == "https://is1-ssl.mzstatic.com/image/thumb/a/b/600x600bb.jpg")
    #expect(object["trackCount"] as? Int == 3)
    #expect(object["musicVideoCount"] is NSNull, "an album whose videos were not counted")

    let tracks = try #require(object["tracks"] as? [[String: Any]])
    let keys: Set<String> = [
      "disc", "number", "choice", "title", "artist", "durationSeconds", "previewURL",
    ]
    #expect(tracks.allSatisfy { Set($0.keys) == keys })
    #expect(tracks.map { $0["title"] as? String } == ["First", "Second"])
    #expect(tracks[0]["disc"] as? Int == 1)
    #expect(tracks[0]["number"] as? Int == 1)
    #expect(tracks[0]["durationSeconds"] is NSNull)
    #expect(tracks[0]["previewURL"] is NSNull)
    #expect(tracks[0]["artist"] is NSNull, "a track whose artist the catalog did not give")
    #expect(tracks[1]["disc"] as? Int == 2)
    #expect(tracks.map { $0["choice"] as? String } == ["1-1", "2-1"], "as typed, several discs")
    #expect(tracks[1]["durationSeconds"] as? Int == 61)
    #expect(tracks[1]["previewURL"] as? String == "https://p/2")
  }

  @Test func unknownAlbumValuesAreNull() throws {
    let album = Album(
      id: 1, title: "T", artist: nil, year: nil, genre: nil, artwork: nil, trackCount: nil,
      tracks: [])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(AlbumDetailDocument(album)), as: UTF8.self)
    #expect(
      text
        == #"{"artist":null,"artworkURL":null,"genre":null,"id":1,"musicVideoCount":null,"#
        + #""title":"T","trackCount":null,"tracks":[],"year":null}"#)
  }

  @Test func roundTripsThroughJSON() throws {
    let document = AlbumDetailDocument(
      AlbumDetailFixtures.album(tracks: [AlbumDetailFixtures.track(1, seconds: nil)]))
    let data = try JSONEncoder().encode(document)
    #expect(try JSONDecoder().decode(AlbumDetailDocument.self, from: data) == document)
  }
}
