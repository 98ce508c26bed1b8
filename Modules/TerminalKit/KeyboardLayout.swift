/// Keys by where they sit: a letter typed on the Russian ЙЦУКЕН layout is read as the key of the
/// US QWERTY layout in the same place (т is n, й is q), so single-key commands work on either.
public enum KeyboardLayout {
  /// Each of the 33 Russian letters and the unshifted QWERTY key in its place.
  private static let latinByRussian: [Character: Character] = [
    "й": "q", "ц": "w", "у": "e", "к": "r", "е": "t", "н": "y", "г": "u", "ш": "i", "щ": "o",
    "з": "p", "х": "[", "ъ": "]", "ф": "a", "ы": "s", "в": "d", "а": "f", "п": "g", "р": "h",
    "о": "j", "л": "k", "д": "l", "ж": ";", "э": "'", "я": "z", "ч": "x", "с": "c", "м": "v",
    "и": "b", "т": "n", "ь": "m", "б": ",", "ю": ".", "ё": "`",
  ]

  /// The QWERTY key in the place of Russian letter `key` (either case), in lower case; `key`
  /// itself for anything else.
  public static func latinKey(for key: Character) -> Character {
    latinByRussian[Character(key.lowercased())] ?? key
  }

  /// `text` with its one character read by `latinKey(for:)` when it is a single character; any
  /// longer text (a word) as it is.
  public static func latinKey(in text: some StringProtocol) -> String {
    guard text.count == 1, let key = text.first else { return String(text) }
    return String(latinKey(for: key))
  }
}
