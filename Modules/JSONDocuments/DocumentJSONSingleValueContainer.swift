/// The single-value container of `DocumentJSONEncoder`: sets the encoder's node.
struct DocumentJSONSingleValueContainer: SingleValueEncodingContainer, DocumentJSONValueSink {
  let encoder: DocumentJSONEncoder

  var codingPath: [any CodingKey] { encoder.codingPath }
  var nextCodingPath: [any CodingKey] { codingPath }

  mutating func put(_ node: DocumentJSONNode) { encoder.node = node }

  mutating func encode<T: Encodable>(_ value: T) throws {
    encoder.node = try DocumentJSONNode(encoding: value, in: encoder.position)
  }
}
