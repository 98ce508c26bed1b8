import Domain
import Foundation
import Testing

@testable import Library

/// An import reads an album in the form an export writes without `JSONDecoder` and keeps its
/// bytes as the stored JSON: the same entry the decoder reads, and byte for byte the JSON
/// `AlbumBounds.encoded` writes, for every mix of absent values, escapes and scripts; anything
/// else is left to the decoder.
@Suite struct LibraryEntryParserTests {
  static let savedAt = Date(timeIntervalSince1970: 1_790_000_000.123)

  /// The albums a file can carry (no store address, artist id or video count): every mix of
  /// `EncodedAlbumEntryTests`, and one whose title holds every control character.
  static let albums: [Album] =
    (0..<128).map(EncodedAlbumEntryTests.album) + [
      Album(
        id: 77, title: String((0..<0x20).map { Character(Unicode.Scalar($0)!) }) + "\u{7F}\"\\/",
        artist: "\u{0}", year: 1, genre: "", artwork: nil, trackCount: 0, tracks: [])
    ]

  /// The entry of `album` as an export writes it.
  static func entryBytes(_ album: Album) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Array(
      try encoder.encode(LibraryArchive.Entry(SavedAlbum(album: album, savedAt: savedAt))))
  }

  static func parse(_ bytes: [UInt8]) -> (entry: LibraryArchive.Entry, storedJSON: [UInt8])? {
    bytes.withUnsafeBytes { LibraryEntryParser.parse($0, 0..<bytes.count) }
  }

  static func decoded(_ bytes: [UInt8]) -> LibraryArchive.Entry? {
    try? JSONDecoder().decode(LibraryArchive.Entry.self, from: Data(bytes))
  }

  @Test func anExportedAlbumReadsAsTheDecoderReadsItWithItsStoredJSON() throws {
    for album in Self.albums {
      let bytes = try Self.entryBytes(album)
      let parsed = try #require(Self.parse(bytes), "\(album.id)")
      #expect(parsed.entry == Self.decoded(bytes), "\(album.id)")
      #expect(parsed.storedJSON == Array(try AlbumBounds.encoded(album)), "\(album.id)")
      #expect(
        EncodedAlbumEntry.entry(json: parsed.storedJSON, savedAt: Self.savedAt) == bytes,
        "the export copies it back to the same entry: \(album.id)")
    }
  }

  @Test func anAlbumInAnotherFormIsLeftToTheDecoder() throws {
    let album = EncodedAlbumEntryTests.album(127)
    let export = String(decoding: try Self.entryBytes(album), as: UTF8.self)
    func replacing(_ old: String, _ new: String) -> String {
      #expect(export.contains(old), "\(old)")
      return export.replacingOccurrences(of: old, with: new)
    }
    let others = [
      replacing(#","#, #", "#),
      replacing(#"https://"#, #"https:\/\/"#),
      replacing(#""title":"Кино"#, #""title":"\u041aино"#),
      replacing(#""year":1988"#, #""year":1988.0"#),
      replacing(#""year":1988"#, #""year":19.88e2"#),
      replacing(#""id":1127"#, #""id":01127"#),
      replacing(#""disc":1,"#, #""disc":1,"disc":1,"#),
      replacing(#""disc":1,"#, #""artist":null,"disc":1,"#),
      replacing(#""id":1127,"#, #""id":1127,"more":[[[]]],"#),
      replacing(#""genre":"Rock/Pop","id":1127"#, #""id":1127,"genre":"Rock/Pop""#),
      replacing(#"\n"#, #"\u000a"#),
      replacing(#"\u0001"#, #"\u0001\u0041"#),
      replacing(#"\u0001"#, #"\u0001\u00"#),
    ]
    for other in others {
      #expect(Self.parse(Array(other.utf8)) == nil, "\(other)")
    }
    let withoutArtist = Array(replacing(#""artist":"A/B","#, "").utf8)
    #expect(Self.parse(withoutArtist)?.entry == Self.decoded(withoutArtist), "absent is null")
    #expect(Self.decoded(Array(others[0].utf8)) != nil, "spaces are still read, by the decoder")
  }

  @Test func whatTheParserReadsTheDecoderReadsTheSameWhateverBytesChange() throws {
    let bytes = try Self.entryBytes(EncodedAlbumEntryTests.album(127))
    let replacements = Array(#" "\/0-n}],.eu"#.utf8) + [0x01, 0xFF, 0xD0]
    var variants = (0..<bytes.count).map { Array(bytes[..<$0]) }
    for index in bytes.indices {
      for replacement in replacements where replacement != bytes[index] {
        var changed = bytes
        changed[index] = replacement
        variants.append(changed)
      }
    }
    var read = 0
    for variant in variants {
      guard let parsed = Self.parse(variant) else { continue }
      read += 1
      let decoded = try #require(
        Self.decoded(variant), "\(String(decoding: variant, as: UTF8.self))")
      #expect(parsed.entry == decoded)
      let album = Album(
        id: decoded.id, title: decoded.title, artist: decoded.artist, year: decoded.year,
        genre: decoded.genre, artwork: decoded.artwork, trackCount: decoded.trackCount,
        tracks: decoded.tracks)
      #expect(parsed.storedJSON == Array(try AlbumBounds.encoded(album)))
    }
    #expect(read > 100, "changed digits and letters still read")
  }

  @Test func anExportedFileHandsEachAlbumToTheStoreWithItsStoredJSON() throws {
    let saved = Self.albums.map { SavedAlbum(album: $0, savedAt: Self.savedAt) }
    var reader = try LibraryArchiveReader(try LibraryArchive(saved).encoded())
    var check = LibraryArchiveCheck()
    var added: [SavedAlbumToAdd] = []
    while let batch = try reader.nextBatch() { added += check.pass(batch) }

    #expect(added.map(\.saved.album) == Self.albums)
    #expect(
      added.allSatisfy {
        StoredTimestamp.text($0.saved.savedAt) == StoredTimestamp.text(Self.savedAt)
      })
    for album in added {
      #expect(album.storedJSON == Array(try AlbumBounds.encoded(album.saved.album)))
    }
    let album = #"{"id": 9, "title": "T", "savedAt": "2026-09-20T10:00:00Z", "tracks": []}"#
    var spaced = try LibraryArchiveReader(
      Data(#"{"albums": [\#(album)], "format": "musiclib-library", "version": 1}"#.utf8))
    let read = try #require(try spaced.nextBatch())
    #expect(read.map(\.entry.id) == [9])
    #expect(read.map { $0.storedJSON == nil } == [true], "decoded, and encoded by the store")
  }
}
