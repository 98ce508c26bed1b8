/// An unkeyed container of `DocumentJSONEncoder`: appends to one array node.
struct DocumentJSONUnkeyedContainer: UnkeyedEncodingContainer, DocumentJSONValueSink {
  let array: DocumentJSONArray
  let position: DocumentJSONEncoder.Position?

  var codingPath: [any CodingKey] { position?.codingPath ?? [] }
  var count: Int { array.elements.count }

  private func next() -> DocumentJSONEncoder.Position {
    DocumentJSONEncoder.Position(parent: position, key: DocumentJSONIndexKey(count))
  }

  var nextCodingPath: [any CodingKey] { next().codingPath }

  mutating func put(_ node: DocumentJSONNode) { array.elements.append(node) }

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
}
