import Domain
import Foundation
import Testing

@Suite struct NullWritingEncodableTests {
  private struct Inner: Codable, NullWritingEncodable {
    let note: String?
  }

  private struct Document: Codable, NullWritingEncodable {
    let id: Int64
    let name: String?
    let year: Int?
    let inner: [Inner]
  }

  private func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func everyPropertyIsWrittenAndAbsentOnesAsNull() throws {
    let document = Document(id: 1, name: nil, year: 1969, inner: [Inner(note: nil)])
    #expect(try json(document) == #"{"id":1,"inner":[{"note":null}],"name":null,"year":1969}"#)
  }

  @Test func presentOptionalsAreWrittenAsTheirValue() throws {
    #expect(try json(Inner(note: "x")) == #"{"note":"x"}"#)
  }
}
