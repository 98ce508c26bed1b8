import TextRenderers

/// `tracks TERM…` (or `media TERM…`) typed on a search screen (in any case, with or without a
/// leading colon).
enum TrackSearchCommand {
  /// The search text after the `command` word, or nil when `input` is not that command.
  static func query(in input: String, command: String = "tracks") -> String? {
    let word = input.prefix { !$0.isWhitespace }
    let bare = word.hasPrefix(":") ? word.dropFirst() : word
    guard CommandWord.english(bare) == command else { return nil }
    return input.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
  }
}
