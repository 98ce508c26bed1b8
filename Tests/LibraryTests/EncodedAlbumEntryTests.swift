import Domain
import Foundation
import Testing

@testable import Library

/// An export copies an album's stored JSON into the file: byte for byte the entry encoding it
/// would write, for every mix of absent values, escapes and scripts.
@Suite struct EncodedAlbumEntryTests {
  static func album(_ mask: Int) -> Album {
    Album(
      id: Int64(1_000 + mask), title: "Кино \"\(mask)\" \\ a/b \u{1}\n\u{85}\u{202E}é",
      artist: mask & 1 == 0 ? nil : "A/B",
      year: mask & 2 == 0 ? nil : 1988, genre: mask & 4 == 0 ? nil : "Rock/Pop",
      artwork: mask & 8 == 0
        ? nil
        : ArtworkReference(
          url: "https://x/1.jpg", sizedTemplate: mask & 16 == 0 ? nil : "https://x/{size}.jpg"),
      trackCount: mask & 32 == 0 ? nil : 2,
      tracks: mask & 64 == 0
        ? []
        : [
          Track(disc: 1, number: 1, title: "1/2", durationSeconds: nil, previewURL: nil),
          Track(
            disc: 2, number: 10, title: "😀", durationSeconds: 61, previewURL: "https://x/p.m4a",
            artist: "\\/"),
        ],
      storeURL: mask & 128 == 0 ? nil : "https://x/store", artistID: mask & 128 == 0 ? nil : 7,
      musicVideoCount: mask & 128 == 0 ? nil : 1)
  }

  @Test func theCopiedEntryIsTheEncodedOneForEveryMix() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let savedAt = Date(timeIntervalSince1970: 1_790_000_000.123)
    for mask in 0..<256 {
      let album = Self.album(mask)
      let copied = EncodedAlbumEntry.entry(
        json: Array(try AlbumBounds.encoded(album)), savedAt: savedAt)
      let encoded = try encoder.encode(
        LibraryArchive.Entry(SavedAlbum(album: album, savedAt: savedAt)))
      #expect(copied == Array(encoded), "mask \(mask)")
    }
  }

  @Test func bytesThatAreNoAlbumAreNotCopied() {
    for json in [
      "", "[]", #"{"id":1}"#, #"{"id":1,"title":"x","tracks":[]"#, "{\"id\":1,}",
      #"{"id":1,"title":"x","tracks":"damaged"}"#, #"{"id":"1","title":"x","tracks":[]}"#,
      #"{"artwork":7,"id":1,"title":"x","tracks":[]}"#,
    ] {
      #expect(EncodedAlbumEntry.entry(json: Array(json.utf8), savedAt: Date()) == nil, "\(json)")
    }
  }
}
