extension AppCommand {
  /// The English words of the commands a word names, as typed (in lower case).
  static let englishWords: [String: AppCommand] = [
    "quit": .quit, "exit": .quit, "q": .quit,
    "help": .help, "?": .help,
    "back": .back, "b": .back,
    "library": .library, "history": .history, "filters": .filters, "queue": .queue,
    "profile": .profile, "player": .player, "calendar": .calendar, "cal": .calendar,
    "signup": .signUp, "signout": .signOut, "logout": .signOut,
    "play": .play, "resume": .play, "pause": .pause, "toggle": .toggle,
    "next": .next, "prev": .previous, "previous": .previous, "stop": .stop,
    "repeat": .cycleRepeat, "shuffle": .shuffle,
    "save": .save, "remove": .remove, "clear": .clear,
  ]

  /// Russian command words and the English word each means, in the order help lists them; the
  /// words of a screen's own commands (`убрать N`, `вверх N`) are here too.
  public static let russianWords: [(word: String, english: String)] = [
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
    uniqueKeysWithValues: russianWords.map { ($0.word, $0.english) })

  /// `typed` in lower case with its spaces evened out, the English word when it is a Russian
  /// command word.
  public static func englishWord(_ typed: some StringProtocol) -> String {
    let word = typed.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return englishByRussian[word] ?? word
  }
}
