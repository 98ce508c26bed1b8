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
    let lowered = text.lowercased()
    guard !lowered.utf8.allSatisfy({ $0 < 0x80 }) else { return lowered }
    // NFC first, so that a decomposed е + U+0308 becomes ё and is folded too.
    var scalars = String.UnicodeScalarView()
    for scalar in lowered.precomposedStringWithCanonicalMapping.unicodeScalars {
      scalars.append(scalar == "ё" ? "е" : scalar)
    }
    return String(scalars)
  }
}
