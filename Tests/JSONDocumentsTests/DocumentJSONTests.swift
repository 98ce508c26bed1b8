import Domain
import Foundation
import MediaSearch
import Player
import Search
import TerminalKit
import TerminalText
import TestSupport
import Testing

@testable import JSONDocuments

/// `DocumentJSON` against its reference: Foundation's `JSONEncoder` with the same options, then
/// every scalar `TerminalSafe` calls unsafe that the encoder left raw escaped as `\uXXXX`.
@Suite struct DocumentJSONTests {
  private func reference(_ value: some Encodable, pretty: Bool = true) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if pretty { encoder.outputFormatting.insert(.prettyPrinted) }
    var escaped = ""
    for scalar in String(decoding: try encoder.encode(value), as: UTF8.self).unicodeScalars {
      if scalar.value >= 0x7F && TerminalSafe.isUnsafe(scalar) {
        // Past U+FFFF, as its UTF-16 surrogate pair.
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16)
          escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  private func expectSame(
    _ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(
      try DocumentJSON.text(value) == reference(value), sourceLocation: sourceLocation)
    #expect(
      try DocumentJSON.text(value, pretty: false) == reference(value, pretty: false),
      sourceLocation: sourceLocation)
  }

  private struct EveryKind: Encodable {
    var text = "plain"
    var controls = String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar($0)! }))
    var marks = #"quote " backslash \ slash / <tag> & 'apostrophe'"#
    var terminal = "\u{7F}\u{80}\u{9B}\u{9F}\u{A0}\u{202A}\u{202E}\u{202F}\u{2066}\u{2069}\u{206A}"
    var other = "Группа Кино · 👩‍👩‍👧 e\u{301} \u{2028} 中文 \u{FFFD}"
    var empty = ""
    var flag = true
    var off = false
    var integers: [Int] = [0, -1, Int.min, Int.max]
    var small: [Int8] = [-128, 127]
    var unsigned: [UInt64] = [0, UInt64.max]
    var widths: [Int32] = [Int32.min]
    var doubles: [Double] = [
      0, -0.0, 3, 0.1, 1.5, -2.25, 1e22, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]
    var floats: [Float] = [1.5, 3, 0.1, .leastNonzeroMagnitude]
    var present: Int? = 7
    var absent: String?
    var nothing: [String] = []
    var noKeys: [String: Int] = [:]
    var nested: [[String: [Int]]] = [["b": [1], "a": []], [:]]
    var keys = ["b": 1, "a": 2, "B": 3, "é": 4, "aa": 5, "_": 6, "1": 7]
    var numbered = [2: "two", 10: "ten"]
    var link = URL(string: "https://example.com/a b?q=1")!
    var bytes = Data([0, 1, 2, 250, 255])
  }

  @Test func everyKindOfValueIsWrittenAsFoundationWritesIt() throws {
    try expectSame(EveryKind())
    try expectSame(["top": [EveryKind(), EveryKind()]])
  }

  @Test func valuesWithoutAContainerAreWrittenAlone() throws {
    try expectSame("a \u{1B}[2J line\n")
    try expectSame(42)
    try expectSame(2.5)
    try expectSame(Optional<Int>.none)
    try expectSame([String]())
    try expectSame([String: String]())
  }

  @Test func theProgramsDocumentsAreWrittenAsFoundationWritesThem() throws {
    let albums = (1...30).map { number in
      AlbumSummary(
        id: Int64(number),
        title: number.isMultiple(of: 2) ? "Альбом \(number)" : "Album \u{202E}\(number)",
        artist: number.isMultiple(of: 3) ? nil : "Artist \"\(number)\"",
        trackCount: number.isMultiple(of: 5) ? nil : number, year: 1990 + number,
        artwork: number.isMultiple(of: 4)
          ? nil
          : ArtworkReference(
            url: "https://is1.example/\(number)/100x100bb.jpg",
            sizedTemplate: "https://is1.example/\(number)/{w}x{h}bb.jpg"))
    }
    try expectSame(
      SearchDocument(query: "q\u{9B}31m", albums: albums.map(SearchDocument.AlbumEntry.init)))
    try expectSame(SearchDocument(query: "", albums: []))
  }

  @Test func randomTextIsEscapedAsFoundationEscapesIt() throws {
    var generator = SplitMix64(seed: 15)
    let interesting: [UInt32] = [
      0x00, 0x08, 0x09, 0x0A, 0x0C, 0x0D, 0x1B, 0x1F, 0x20, 0x22, 0x2F, 0x5C, 0x7E, 0x7F, 0x80,
      0x9B, 0x9F, 0xA0, 0xC2, 0xE2, 0x2028, 0x202A, 0x202E, 0x2066, 0x2069, 0x0430, 0xFFFD,
      0x1F600, 0x061C, 0x200E, 0x2029, 0xFEFF, 0xE0041, 0xE007F,
    ]
    for _ in 0..<300 {
      let length = Int(generator.next() % 12)
      let scalars = (0..<length).map { _ in
        let value =
          generator.next() % 3 == 0
          ? UInt32(generator.next() % 0x3000)
          : interesting[Int(generator.next() % UInt64(interesting.count))]
        return Unicode.Scalar(value) ?? "?"
      }
      let text = String(String.UnicodeScalarView(scalars))
      try expectSame([text: [text]])
    }
  }

  @Test func everyCharacterToEscapeIsFoundAtEveryPlaceOfALongText() throws {
    let plain = Array("abcdefghijklmnopqrstuvwxy".unicodeScalars)
    let escaped: [Unicode.Scalar] = [
      "\"", "\\", "\u{0}", "\n", "\u{1B}", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2028}",
      "\u{FEFF}", "\u{E0041}",
    ]
    for scalar in escaped {
      for place in plain.indices {
        var scalars = plain
        scalars[place] = scalar
        try expectSame(["text": String(String.UnicodeScalarView(scalars))])
      }
    }
  }

  @Test func aTagCharacterIsEscapedAsItsSurrogatePairAndReadsBackExactly() throws {
    let text = "flag\u{E0067}\u{E007F} \u{FEFF}\u{200E}\u{2028}"

    let json = try DocumentJSON.text(["text": text], pretty: false)

    #expect(json == #"{"text":"flag\udb40\udc67\udb40\udc7f \ufeff\u200e\u2028"}"#)
    let decoded = try JSONDecoder().decode([String: String].self, from: Data(json.utf8))
    #expect(decoded["text"] == text)
  }

  @Test func keysAreOrderedByTheirBytes() throws {
    try expectSame([
      "b": 1, "a": 2, "ab": 3, "": 4, "B": 5, "а": 6, "a\u{0}": 7, "é": 8, "e\u{300}x": 9,
      "trackCount": 10, "track": 11, "artworkURL": 12, "artist": 13, "😀": 14, "~": 15,
    ])
  }

  @Test func whatATerminalWouldActOnIsEscapedAndTheTextStaysExact() throws {
    let title = "a\u{1B}[2J\u{7F}\u{9B}31m\u{202A}\u{202E}gnp.exe\u{2066}\u{2069} Группа"
    let json = try DocumentJSON.text(["title": title])

    #expect(
      json == #"{"# + "\n"
        + #"  "title" : "a\u001b[2J\u007f\u009b31m\u202a\u202egnp.exe\u2066\u2069 Группа""# + "\n}")
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
    #expect(decoded?["title"] == title)
  }

  @Test func aKeyEncodedTwiceKeepsItsLastValue() throws {
    struct Twice: Encodable {
      enum Key: String, CodingKey { case a }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(1, forKey: .a)
        try container.encode("two", forKey: .a)
      }
    }
    try expectSame(Twice())
    #expect(try DocumentJSON.text(Twice(), pretty: false) == #"{"a":"two"}"#)
  }

  @Test func superEncodersAndNestedContainersLandWhereFoundationPutsThem() throws {
    struct Layered: Encodable {
      enum Key: String, CodingKey { case inner, list, base }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var inner = container.nestedContainer(keyedBy: Key.self, forKey: .inner)
        try inner.encode("x", forKey: .base)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        try list.encode(1)
        var deeper = list.nestedUnkeyedContainer()
        try deeper.encodeNil()
        try "later".encode(to: container.superEncoder(forKey: .base))
        try 5.encode(to: container.superEncoder())
      }
    }
    try expectSame(Layered())
  }

  @Test func aNumberJSONCannotHoldIsRefusedWithItsPlace() {
    struct Holder: Encodable { var values: [Double] }
    #expect {
      try DocumentJSON.text(Holder(values: [1, .infinity]))
    } throws: { error in
      guard case EncodingError.invalidValue(_, let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["values", "Index 1"]
    }
    #expect(throws: EncodingError.self) { try DocumentJSON.text(Float.nan) }
  }
}
