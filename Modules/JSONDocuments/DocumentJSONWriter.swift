import TerminalKit
import TerminalText

/// Writes a `DocumentJSON` tree as UTF-8 in `JSONEncoder`'s layout: `"key" : value`, two
/// spaces per level when pretty, an empty container as `[` or `{`, a blank line and the closing
/// bracket at its level.
struct DocumentJSONWriter {
  let pretty: Bool
  private var bytes: [UInt8] = []

  init(pretty: Bool) {
    self.pretty = pretty
  }

  /// What was written, as UTF-8.
  var utf8: [UInt8] { bytes }

  mutating func write(_ node: DocumentJSONNode, depth: Int) {
    switch node {
    case .string(let string): write(string: string)
    case .literal(let literal): bytes.append(contentsOf: literal.utf8)
    case .integer(let value):
      if value < 0 { bytes.append(UInt8(ascii: "-")) }
      write(digitsOf: value.magnitude)
    case .unsigned(let value): write(digitsOf: value)
    case .array(let array):
      writeContainer(array.elements, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), depth) {
        writer, element in writer.write(element, depth: depth + 1)
      }
    case .object(let object):
      writeContainer(
        object.sortedMembers(), open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), depth
      ) {
        writer, member in
        writer.write(string: member.key)
        writer.writeKeySeparator()
        writer.write(member.value, depth: depth + 1)
      }
    case .pending(let encoder):
      write(encoder.node ?? .object(DocumentJSONObject()), depth: depth)
    }
  }

  private mutating func writeContainer<Element>(
    _ elements: [Element], open: UInt8, close: UInt8, _ depth: Int,
    each: (inout DocumentJSONWriter, Element) -> Void
  ) {
    bytes.append(open)
    if pretty && elements.isEmpty { bytes.append(UInt8(ascii: "\n")) }
    for (index, element) in elements.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      newLine(depth + 1)
      each(&self, element)
    }
    newLine(depth)
    bytes.append(close)
  }

  /// `value` in decimal: `String(value)` made a string for each of a document's numbers.
  private mutating func write(digitsOf value: UInt64) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var rest = value
      var start = digits.count
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  private mutating func newLine(_ depth: Int) {
    guard pretty else { return }
    bytes.append(UInt8(ascii: "\n"))
    // A loop: appending a `repeatElement` went through the generic sequence path.
    for _ in 0..<2 * depth { bytes.append(UInt8(ascii: " ")) }
  }

  private mutating func writeKeySeparator() {
    if pretty { bytes.append(UInt8(ascii: " ")) }
    bytes.append(UInt8(ascii: ":"))
    if pretty { bytes.append(UInt8(ascii: " ")) }
  }

  /// A quoted string: `"` and `\` escaped, C0 controls as `\b \f \n \r \t` or `\u00XX`, and
  /// every other character `TerminalSafe.isUnsafe` names as `\uXXXX` (a surrogate pair past
  /// U+FFFF). Runs of other bytes are copied as they are.
  private mutating func write(string: String) {
    bytes.append(UInt8(ascii: "\""))
    var string = string
    string.withUTF8 { utf8 in
      var start = 0
      var index = 0
      while index < utf8.count {
        // Eight bytes at a time while none needs an escape, which most text is.
        if index + 8 <= utf8.count, Self.needsNoEscape(eightBytesAt: index, of: utf8) {
          index += 8
          continue
        }
        let quote = utf8[index] == UInt8(ascii: "\"") || utf8[index] == UInt8(ascii: "\\")
        guard
          let scalar = quote
            ? Unicode.Scalar(utf8[index]) : TerminalSafe.unsafeScalar(at: index, in: utf8)
        else {
          index += 1
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        append(escape: scalar.value)
        index += UTF8.width(scalar)
        start = index
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Whether the eight bytes from `index` are printable ASCII other than `"` and `\`.
  private static func needsNoEscape(eightBytesAt index: Int, of utf8: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard TerminalSafe.isPrintableASCII(loadingEightBytesAt: index, of: utf8) else { return false }
    let word = UInt64(
      littleEndian: UnsafeRawPointer(utf8.baseAddress! + index).loadUnaligned(as: UInt64.self))
    return !hasByte(UInt8(ascii: "\""), in: word) && !hasByte(UInt8(ascii: "\\"), in: word)
  }

  /// Whether one of the eight bytes of `word` is `byte`: a byte equal to it becomes zero, and
  /// only a zero byte starts a borrow that sets a high bit the test keeps.
  private static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let matched = word ^ (UInt64(byte) &* ones)
    return (matched &- ones) & ~matched & 0x8080_8080_8080_8080 != 0
  }

  private mutating func append(escape scalar: UInt32) {
    guard scalar < 0x10000 else {
      // JSON spells a scalar past U+FFFF as its UTF-16 surrogate pair.
      append(escape: 0xD800 + ((scalar - 0x10000) >> 10))
      return append(escape: 0xDC00 + ((scalar - 0x10000) & 0x3FF))
    }
    bytes.append(UInt8(ascii: "\\"))
    switch scalar {
    case 0x22, 0x5C: bytes.append(UInt8(scalar))
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    default:
      bytes.append(UInt8(ascii: "u"))
      for shift in stride(from: 12, through: 0, by: -4) {
        let digit = UInt8(scalar >> UInt32(shift) & 0xF)
        bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
      }
    }
  }
}
