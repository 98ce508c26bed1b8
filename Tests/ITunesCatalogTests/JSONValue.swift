import Foundation

/// Any JSON document as a tree, so that tests can take real responses apart and change them.
indirect enum JSONValue: Codable, Equatable, Sendable {
  case null
  case bool(Bool)
  case integer(Int64)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int64.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// One step into a document: a key of an object or an index of an array.
  enum Step: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  /// The path of every value in the document, the root (`[]`) included, parents first.
  var allPaths: [[Step]] {
    switch self {
    case .array(let elements):
      [[]]
        + elements.enumerated().flatMap { index, element in
          element.allPaths.map { [.index(index)] + $0 }
        }
    case .object(let members):
      [[]]
        + members.keys.sorted().flatMap { key in
          members[key]!.allPaths.map { [.key(key)] + $0 }
        }
    default: [[]]
    }
  }

  /// The document with the value at `path` replaced by what `change` returns; `nil` from
  /// `change` removes the value (a key from its object, an element from its array).
  func updating(_ path: ArraySlice<Step>, _ change: (JSONValue) -> JSONValue?) -> JSONValue? {
    guard let step = path.first else { return change(self) }
    let rest = path.dropFirst()
    switch (self, step) {
    case (.object(var members), .key(let key)):
      members[key] = members[key].flatMap { $0.updating(rest, change) }
      return .object(members)
    case (.array(var elements), .index(let index)):
      if let updated = elements[index].updating(rest, change) {
        elements[index] = updated
      } else {
        elements.remove(at: index)
      }
      return .array(elements)
    default:
      return self
    }
  }

  /// A value of each JSON kind.
  static let oneOfEachKind: [JSONValue] = [
    .null, .bool(true), .integer(42), .number(-0.5), .string("x"), .array([.integer(1)]),
    .object(["wrapperType": .string("collection")]),
  ]
}
