/// Search text typed to be searched as it is, even when it reads as a number or a command: after
/// a leading `/` (`/1989`, `/help`, `/history`), or wrapped whole in quotes (`"1989"`), which are
/// not searched for. Both interactive front ends read their search lines through it.
public enum LiteralSearch {
  private static let quotes: [(open: Character, close: Character)] = [
    ("\"", "\""), ("'", "'"), ("“", "”"), ("«", "»"), ("„", "“"),
  ]

  /// The text to search, or nil when `input` is not written to be searched as it is.
  public static func query(in input: String) -> String? {
    let text = input.trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix("/") else { return unquoted(text) }
    let rest = text.dropFirst().trimmingCharacters(in: .whitespaces)
    return unquoted(rest) ?? rest
  }

  /// The text inside quotes that wrap all of `text`, trimmed; nil when they do not.
  private static func unquoted(_ text: String) -> String? {
    guard text.count >= 2, let first = text.first, let last = text.last,
      quotes.contains(where: { $0.open == first && $0.close == last })
    else { return nil }
    return text.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
  }
}
