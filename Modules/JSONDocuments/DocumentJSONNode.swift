import Foundation

/// One encoded value of a `DocumentJSON` tree.
enum DocumentJSONNode {
  /// A string, escaped when written.
  case string(String)
  /// A floating-point number, `true`, `false` or `null`, as written.
  case literal(String)
  /// An integer, written in decimal.
  case integer(Int64)
  /// An unsigned integer, written in decimal.
  case unsigned(UInt64)
  /// An array, filled in while its container is in use.
  case array(DocumentJSONArray)
  /// An object, filled in while its container is in use.
  case object(DocumentJSONObject)
  /// What a super-encoder was given, which may come after its key was placed.
  case pending(DocumentJSONEncoder)

  /// `value` through its `Encodable` conformance; `parent` places it for error messages.
  ///
  /// URLs, `Data` and `Decimal` come out as `JSONEncoder` writes them (text, Base64, a number),
  /// not as their own conformances would. A value that encodes nothing is an empty object.
  init(encoding value: some Encodable, in parent: DocumentJSONEncoder.Position?) throws {
    switch value {
    case let url as URL: self = .string(url.absoluteString)
    case let data as Data: self = .string(data.base64EncodedString())
    case let decimal as Decimal: self = .literal(decimal.description)
    default:
      let encoder = DocumentJSONEncoder(position: parent)
      try value.encode(to: encoder)
      self = encoder.node ?? .object(DocumentJSONObject())
    }
  }

  /// A floating-point number as `JSONEncoder` writes it: the shortest text that reads back the
  /// same, without a trailing `.0`.
  static func number<Number: BinaryFloatingPoint & CustomStringConvertible>(
    _ value: Number, at position: @autoclosure () -> [any CodingKey]
  ) throws -> DocumentJSONNode {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: position(),
          debugDescription: "Unable to encode \(value) directly in JSON."))
    }
    let text = value.description
    return .literal(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
  }
}

/// The elements of an array node, in order.
final class DocumentJSONArray {
  var elements: [DocumentJSONNode] = []
}

/// The members of an object node in the order encoded; a key encoded again replaces its value
/// when written, as in `JSONEncoder`.
final class DocumentJSONObject {
  private var members: [(key: String, value: DocumentJSONNode)] = []

  /// Sets `key` to `value`.
  func set(_ key: String, _ value: DocumentJSONNode) {
    if members.isEmpty { members.reserveCapacity(8) }
    members.append((key, value))
  }

  /// The members sorted by the UTF-8 bytes of their keys, each key once with its last value.
  /// Sorts in place: a tree is written once.
  func sortedMembers() -> [(key: String, value: DocumentJSONNode)] {
    // `sort` is stable: of equal keys, the one encoded last comes last.
    members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    guard members.indices.dropFirst().contains(where: { members[$0].key == members[$0 - 1].key })
    else { return members }
    return members.indices.filter {
      $0 == members.count - 1 || members[$0 + 1].key != members[$0].key
    }
    .map { members[$0] }
  }
}
