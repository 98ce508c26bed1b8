import Foundation

/// How history texts are compared: the same rules for the database key, the in-memory fake and
/// the suggestion ranking.
public enum HistoryText {
  /// `text` without leading and trailing whitespace and line breaks.
  public static func trimmed(_ text: String) -> String {
    text.trimmedOfWhitespace
  }

  /// The comparison key of `text`: lowercased, in Unicode NFC, with ё (and Ё) read as е.
  public static func fold(_ text: String) -> String {
    var bytes: [UInt8] = []
    appendFolded(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 bytes of `fold(text)` to `bytes`.
  ///
  /// Suggestions fold every remembered query on each keystroke, so text made of ASCII, Latin-1
  /// and the Russian alphabet is folded in place, byte by byte; anything else takes the full
  /// Unicode rules.
  static func appendFolded(_ text: String, to bytes: inout [UInt8]) {
    let start = bytes.count
    bytes.append(contentsOf: text.utf8)
    let folded = bytes.withUnsafeMutableBufferPointer { foldInPlace($0, from: start) }
    guard !folded else { return }
    bytes.removeSubrange(start...)
    bytes.append(contentsOf: unicodeFold(text).utf8)
  }

  /// Folds the UTF-8 text in `utf8` from `start` on, where every character keeps its length;
  /// false, leaving the bytes half done, when the text holds a character this does not know.
  ///
  /// Text made only of these characters is already in NFC: none of them combines with another.
  private static func foldInPlace(_ utf8: UnsafeMutableBufferPointer<UInt8>, from start: Int)
    -> Bool
  {
    var index = start
    while index < utf8.count {
      let lead = utf8[index]
      if lead < 0x80 {
        if (0x41...0x5A).contains(lead) { utf8[index] = lead + 0x20 }  // A–Z
        index += 1
        continue
      }
      guard index + 1 < utf8.count else { return false }
      let next = utf8[index + 1]
      switch (lead, next) {
      case (0xC3, 0x80...0x9E) where next != 0x97:  // À–Þ except ×
        utf8[index + 1] = next + 0x20
      case (0xC2, _), (0xC3, _), (0xD0, 0xB0...0xBF), (0xD1, 0x80...0x8F):  // U+0080–U+00FF, а–я
        break
      case (0xD0, 0x81), (0xD1, 0x91):  // Ё, ё → е
        utf8[index] = 0xD0
        utf8[index + 1] = 0xB5
      case (0xD0, 0x90...0x9F):  // А–П
        utf8[index + 1] = next + 0x20
      case (0xD0, 0xA0...0xAF):  // Р–Я
        utf8[index] = 0xD1
        utf8[index + 1] = next - 0x20
      default:
        return false
      }
      index += 2
    }
    return true
  }

  private static func unicodeFold(_ text: String) -> String {
    // NFC first, so that a decomposed е + U+0308 becomes ё and is folded like any other.
    let composed = text.lowercased().precomposedStringWithCanonicalMapping
    return String(String.UnicodeScalarView(composed.unicodeScalars.map { $0 == "ё" ? "е" : $0 }))
  }
}
