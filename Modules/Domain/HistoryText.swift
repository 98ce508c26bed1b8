import Foundation

/// How history texts are compared: the same rules for the database key, the in-memory fake and
/// the suggestion ranking.
public enum HistoryText {
  /// `text` without leading and trailing whitespace and line breaks.
  public static func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The comparison key of `text`: lowercased, in Unicode NFC, with ё (and Ё) read as е.
  public static func fold(_ text: String) -> String {
    var bytes: [UInt8] = []
    appendFolded(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 bytes of `fold(text)` to `bytes`.
  ///
  /// Suggestions fold every remembered query on each keystroke, so text made of ASCII, Latin-1,
  /// Latin Extended-A and the basic Russian alphabet (all of them already in NFC, whatever the
  /// case) is folded scalar by scalar without building strings; anything else, such as a
  /// combining mark, takes the full Unicode rules.
  static func appendFolded(_ text: String, to bytes: inout [UInt8]) {
    let start = bytes.count
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x41...0x5A: bytes.append(UInt8(scalar.value + 0x20))
      case 0...0x7F: bytes.append(UInt8(scalar.value))
      case 0x401, 0x451: appendTwoByteUTF8(0x435, to: &bytes)  // ё, Ё → е
      case 0x410...0x42F: appendTwoByteUTF8(scalar.value + 0x20, to: &bytes)
      case 0x430...0x44F: appendTwoByteUTF8(scalar.value, to: &bytes)
      case 0x80...0x17F where scalar.properties.changesWhenLowercased:
        bytes.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
      case 0x80...0x17F: appendTwoByteUTF8(scalar.value, to: &bytes)
      default:
        bytes.removeSubrange(start...)
        bytes.append(contentsOf: unicodeFold(text).utf8)
        return
      }
    }
  }

  @inline(__always)
  private static func appendTwoByteUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes.append(UInt8(0xC0 | value >> 6))
    bytes.append(UInt8(0x80 | value & 0x3F))
  }

  private static func unicodeFold(_ text: String) -> String {
    // NFC first, so that a decomposed е + U+0308 becomes ё and is folded like any other.
    let composed = text.lowercased().precomposedStringWithCanonicalMapping
    return String(String.UnicodeScalarView(composed.unicodeScalars.map { $0 == "ё" ? "е" : $0 }))
  }
}
