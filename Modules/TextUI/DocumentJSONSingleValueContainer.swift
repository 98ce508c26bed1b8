/// The single-value container of `DocumentJSONEncoder`: sets the encoder's node.
struct DocumentJSONSingleValueContainer: SingleValueEncodingContainer {
  let encoder: DocumentJSONEncoder

  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil() throws { encoder.node = .literal("null") }
  mutating func encode(_ value: Bool) throws { encoder.node = .literal(value ? "true" : "false") }
  mutating func encode(_ value: String) throws { encoder.node = .string(value) }
  mutating func encode(_ value: Double) throws {
    encoder.node = try .number(value, at: encoder.codingPath)
  }
  mutating func encode(_ value: Float) throws {
    encoder.node = try .number(value, at: encoder.codingPath)
  }
  mutating func encode(_ value: Int) throws { integer(Int64(value)) }
  mutating func encode(_ value: Int8) throws { integer(Int64(value)) }
  mutating func encode(_ value: Int16) throws { integer(Int64(value)) }
  mutating func encode(_ value: Int32) throws { integer(Int64(value)) }
  mutating func encode(_ value: Int64) throws { integer(Int64(value)) }
  mutating func encode(_ value: UInt) throws { integer(UInt64(value)) }
  mutating func encode(_ value: UInt8) throws { integer(UInt64(value)) }
  mutating func encode(_ value: UInt16) throws { integer(UInt64(value)) }
  mutating func encode(_ value: UInt32) throws { integer(UInt64(value)) }
  mutating func encode(_ value: UInt64) throws { integer(UInt64(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    encoder.node = try DocumentJSONNode(encoding: value, in: encoder.position)
  }

  private func integer(_ value: Int64) {
    encoder.node = .integer(value)
  }
  private func integer(_ value: UInt64) {
    encoder.node = .unsigned(value)
  }
}
