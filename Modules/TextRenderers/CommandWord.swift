import TerminalKit

/// The Russian words the text screens take for their commands: each stands for the English word
/// beside it (`назад` is `back`), so a Russian speaker need not switch the keyboard layout.
public enum CommandWord {
  /// Russian command words and the English command each means, in the order help lists them.
  static let russian: [(word: String, english: String)] = [
    ("помощь", "help"),
    ("назад", "back"),
    ("выход", "quit"),
    ("регистрация", "signup"),
    ("выйти из аккаунта", "signout"),
    ("профиль", "profile"),
    ("история", "history"),
    ("фильтры", "filters"),
    ("календарь", "calendar"),
    ("библиотека", "library"),
    ("сохранить", "save"),
    ("убрать", "remove"),
    ("удалить", "delete"),
    ("очистить", "clear"),
    ("треки", "tracks"),
    ("медиа", "media"),
    ("играть", "play"),
    ("пауза", "pause"),
    ("дальше", "next"),
    ("предыдущий", "prev"),
    ("стоп", "stop"),
    ("плеер", "player"),
    ("проигрыватель", "player"),
    ("очередь", "queue"),
    ("повтор", "repeat"),
    ("перемешать", "shuffle"),
    ("вверх", "up"),
    ("вниз", "down"),
    ("переместить", "move"),
    ("добавить", "add"),
  ]

  private static let englishByRussian = Dictionary(
    uniqueKeysWithValues: russian.map { ($0.word, $0.english) })

  /// The Russian words for the English `commands`, in the order of `russian`.
  static func russianWords(for commands: Set<String>) -> [String] {
    russian.filter { commands.contains($0.english) }.map(\.word)
  }

  /// `typed` in lower case with its spaces evened out; the English command when it is a Russian
  /// command word, else a single letter typed on the Russian layout as the key in its place
  /// (`й` is `q`: `KeyboardLayout`).
  public static func english(_ typed: some StringProtocol) -> String {
    let word = typed.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return englishByRussian[word] ?? KeyboardLayout.latinKey(in: word)
  }
}
