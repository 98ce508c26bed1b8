/// An unkeyed container of `DocumentJSONEncoder`: appends to one array node.
struct DocumentJSONUnkeyedContainer: UnkeyedEncodingContainer {
  let array: DocumentJSONArray
  let position: DocumentJSONEncoder.Position?

  var codingPath: [any CodingKey] { position?.codingPath ?? [] }
  var count: Int { array.elements.count }

  private func next() -> DocumentJSONEncoder.Position {
    DocumentJSONEncoder.Position(parent: position, key: DocumentJSONIndexKey(count))
  }

  mutating func encodeNil() throws { array.elements.append(.literal("null")) }
  mutating func encode(_ value: Bool) throws {
    array.elements.append(.literal(value ? "true" : "false"))
  }
  mutating func encode(_ value: String) throws { array.elements.append(.string(value)) }
  mutating func encode(_ value: Double) throws {
    array.elements.append(try .number(value, at: next().codingPath))
  }
  mutating func encode(_ value: Float) throws {
    array.elements.append(try .number(value, at: next().codingPath))
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
    array.elements.append(try DocumentJSONNode(encoding: value, in: next()))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let position = next()
    let nested = DocumentJSONObject()
    array.elements.append(.object(nested))
    return KeyedEncodingContainer(
      DocumentJSONKeyedContainer<NestedKey>(object: nested, position: position))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let position = next()
    let nested = DocumentJSONArray()
    array.elements.append(.array(nested))
    return DocumentJSONUnkeyedContainer(array: nested, position: position)
  }

  mutating func superEncoder() -> any Encoder {
    let encoder = DocumentJSONEncoder(position: next())
    array.elements.append(.pending(encoder))
    return encoder
  }

  private func integer(_ value: Int64) {
    array.elements.append(.integer(value))
  }
  private func integer(_ value: UInt64) {
    array.elements.append(.unsigned(value))
  }
}
