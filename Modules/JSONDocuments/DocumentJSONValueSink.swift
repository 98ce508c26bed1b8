/// A container of `DocumentJSONEncoder` that takes values without keys (unkeyed and single-value
/// containers): every fixed-type `encode` becomes one node given to `put`.
protocol DocumentJSONValueSink {
  /// Where the next value goes, for error messages.
  var nextCodingPath: [any CodingKey] { get }
  /// Takes the node of the next value.
  mutating func put(_ node: DocumentJSONNode)
}

extension DocumentJSONValueSink {
  mutating func encodeNil() throws { put(.literal("null")) }
  mutating func encode(_ value: Bool) throws { put(.literal(value ? "true" : "false")) }
  mutating func encode(_ value: String) throws { put(.string(value)) }
  mutating func encode(_ value: Double) throws { put(try .number(value, at: nextCodingPath)) }
  mutating func encode(_ value: Float) throws { put(try .number(value, at: nextCodingPath)) }
  mutating func encode(_ value: Int) throws { put(.integer(Int64(value))) }
  mutating func encode(_ value: Int8) throws { put(.integer(Int64(value))) }
  mutating func encode(_ value: Int16) throws { put(.integer(Int64(value))) }
  mutating func encode(_ value: Int32) throws { put(.integer(Int64(value))) }
  mutating func encode(_ value: Int64) throws { put(.integer(value)) }
  mutating func encode(_ value: UInt) throws { put(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt8) throws { put(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt16) throws { put(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt32) throws { put(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt64) throws { put(.unsigned(value)) }
}
