/// A keyed container of `DocumentJSONEncoder`: sets the members of one object node.
struct DocumentJSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let object: DocumentJSONObject
  let position: DocumentJSONEncoder.Position?

  var codingPath: [any CodingKey] { position?.codingPath ?? [] }

  private func place(_ key: Key) -> DocumentJSONEncoder.Position {
    DocumentJSONEncoder.Position(parent: position, key: key)
  }

  mutating func encodeNil(forKey key: Key) throws { object.set(key.stringValue, .literal("null")) }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    object.set(key.stringValue, .literal(value ? "true" : "false"))
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    object.set(key.stringValue, .string(value))
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    object.set(key.stringValue, try .number(value, at: place(key).codingPath))
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    object.set(key.stringValue, try .number(value, at: place(key).codingPath))
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { integer(Int64(value), key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { integer(Int64(value), key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { integer(Int64(value), key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { integer(Int64(value), key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { integer(Int64(value), key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { integer(UInt64(value), key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { integer(UInt64(value), key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { integer(UInt64(value), key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { integer(UInt64(value), key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { integer(UInt64(value), key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    object.set(key.stringValue, try DocumentJSONNode(encoding: value, in: place(key)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = DocumentJSONObject()
    object.set(key.stringValue, .object(nested))
    return KeyedEncodingContainer(
      DocumentJSONKeyedContainer<NestedKey>(object: nested, position: place(key)))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = DocumentJSONArray()
    object.set(key.stringValue, .array(nested))
    return DocumentJSONUnkeyedContainer(array: nested, position: place(key))
  }

  mutating func superEncoder() -> any Encoder {
    let encoder = DocumentJSONEncoder(
      position: DocumentJSONEncoder.Position(parent: position, key: DocumentJSONSuperKey()))
    object.set("super", .pending(encoder))
    return encoder
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let encoder = DocumentJSONEncoder(position: place(key))
    object.set(key.stringValue, .pending(encoder))
    return encoder
  }

  private func integer(_ value: Int64, _ key: Key) {
    object.set(key.stringValue, .integer(value))
  }
  private func integer(_ value: UInt64, _ key: Key) {
    object.set(key.stringValue, .unsigned(value))
  }
}
