import Foundation
import Testing

/// `JSONValue.serialized` writes JSON that reads back as the same document.
@Suite struct JSONValueSerializedTests {
  @Test func everySampleReadsBackAsItself() throws {
    for sample in DecoderMutationTests.samples {
      let document = try JSONDecoder().decode(JSONValue.self, from: sample.body)
      let readBack = try JSONDecoder().decode(JSONValue.self, from: document.serialized)
      #expect(readBack == document, "\(sample.name)")
    }
  }

  /// A mutated document's text reads back as the document `JSONValue.updating` makes.
  @Test func aSerializedDocumentWritesEveryUpdate() throws {
    let sample = try #require(
      DecoderMutationTests.samples.first { $0.name.hasPrefix("search-album-cyrillic") })
    let document = try JSONDecoder().decode(JSONValue.self, from: sample.body)
    let serialized = SerializedDocument(document)
    for path in document.allPaths {
      for replacement in [nil, .object(["a": .null])] as [JSONValue?] {
        let expected = document.updating(path[...]) { _ in replacement }
        let text = serialized.text(replacing: path[...], with: replacement)
        #expect(try text.map { try JSONDecoder().decode(JSONValue.self, from: $0) } == expected)
      }
    }
  }

  @Test(
    arguments: JSONValue.oneOfEachKind + [
      .string("quote \" backslash \\ slash / newline \n bell \u{7} é 𝄞"), .number(1e300),
      .number(-1.5e-7), .integer(.min), .bool(false), .array([]), .object([:]),
      .object(["b": .array([.null, .string("")]), "a": .object(["": .integer(0)])]),
    ])
  func valueReadsBackAsItself(_ value: JSONValue) throws {
    #expect(try JSONDecoder().decode(JSONValue.self, from: value.serialized) == value)
  }
}
