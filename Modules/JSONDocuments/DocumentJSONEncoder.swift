import Foundation

/// The `Encoder` behind `DocumentJSON`: each value it is given becomes its `node`, containers
/// fill that node in place.
final class DocumentJSONEncoder: Encoder {
  /// Where a value sits: its parent encoder's position and its key (for error messages and
  /// `codingPath`, built only when asked for).
  final class Position {
    let parent: Position?
    let key: any CodingKey

    init(parent: Position?, key: any CodingKey) {
      self.parent = parent
      self.key = key
    }

    var codingPath: [any CodingKey] {
      var path: [any CodingKey] = []
      var position: Position? = self
      while let current = position {
        path.append(current.key)
        position = current.parent
      }
      return path.reversed()
    }
  }

  /// What was encoded; nil until a container or a value is asked for.
  var node: DocumentJSONNode?
  let position: Position?

  init(position: Position?) {
    self.position = position
  }

  var codingPath: [any CodingKey] { position?.codingPath ?? [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let object: DocumentJSONObject
    if case .object(let existing) = node {
      object = existing
    } else {
      object = DocumentJSONObject()
      node = .object(object)
    }
    return KeyedEncodingContainer(DocumentJSONKeyedContainer(object: object, position: position))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let array: DocumentJSONArray
    if case .array(let existing) = node {
      array = existing
    } else {
      array = DocumentJSONArray()
      node = .array(array)
    }
    return DocumentJSONUnkeyedContainer(array: array, position: position)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    DocumentJSONSingleValueContainer(encoder: self)
  }
}

/// An array index as a coding key, for positions inside an unkeyed container.
struct DocumentJSONIndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

/// The `super` key of `superEncoder()`.
struct DocumentJSONSuperKey: CodingKey {
  var stringValue: String { "super" }
  var intValue: Int? { nil }

  init() {}
  init?(stringValue: String) { nil }
  init?(intValue: Int) { nil }
}
