import Foundation

extension JSONValue {
  /// The document as JSON text (keys sorted), written directly: `JSONEncoder` costs far more than
  /// the decoders it feeds when tests write thousands of mutated documents.
  var serialized: Data {
    var bytes: [UInt8] = []
    write(to: &bytes)
    return Data(bytes)
  }

  private func write(to bytes: inout [UInt8]) {
    switch self {
    case .null: bytes.append(contentsOf: "null".utf8)
    case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
    case .integer(let value): bytes.append(contentsOf: String(value).utf8)
    case .number(let value): bytes.append(contentsOf: value.description.utf8)
    case .string(let value): Self.write(string: value, to: &bytes)
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        element.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        Self.write(string: key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        members[key]!.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  private static func write(string: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case ..<0x20:
        bytes.append(contentsOf: "\\u00".utf8)
        bytes.append(hexDigit(byte >> 4))
        bytes.append(hexDigit(byte & 0xF))
      default:
        bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
