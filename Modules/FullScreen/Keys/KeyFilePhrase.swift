import Localization

/// What the full-screen app says of a mistake in the keys file or the theme file.
enum KeyFilePhrase: String, Phrase {
  case mistake, noEquals, unknownKey, unknownCommand, unreadable, overlayLine
  case themeMistake, noThemeEquals, unknownRole, unknownColor

  var english: String {
    switch self {
    case .mistake: "{file}, line {line}: {problem}; the key keeps its default"
    case .noEquals: "“{typed}” is not “key = command”"
    case .unknownKey: "no key is called “{typed}”"
    case .unknownCommand: "no command is called “{typed}”"
    case .unreadable: "{file} could not be read as UTF-8 text; the standard ones are used"
    case .overlayLine: "{command} (your keys file)"
    case .themeMistake: "{file}, line {line}: {problem}; the colour keeps its default"
    case .noThemeEquals: "“{typed}” is not “role = colour”"
    case .unknownRole:
      "no colour role is called “{typed}” (normal, title, secondary, accent, selection, error,"
        + " muted, border)"
    case .unknownColor: "“{typed}” is no colour: write #rrggbb or a name such as red, bright-blue"
    }
  }

  var russian: String {
    switch self {
    case .mistake: "{file}, строка {line}: {problem}; у клавиши остаётся прежнее значение"
    case .noEquals: "«{typed}» — не «клавиша = команда»"
    case .unknownKey: "нет клавиши «{typed}»"
    case .unknownCommand: "нет команды «{typed}»"
    case .unreadable: "{file} не читается как текст UTF-8; остаются прежние значения"
    case .overlayLine: "{command} (ваш файл клавиш)"
    case .themeMistake: "{file}, строка {line}: {problem}; у цвета остаётся прежнее значение"
    case .noThemeEquals: "«{typed}» — не «роль = цвет»"
    case .unknownRole:
      "нет роли цвета «{typed}» (normal, title, secondary, accent, selection, error, muted,"
        + " border)"
    case .unknownColor: "«{typed}» — не цвет: напишите #rrggbb или имя, например red, bright-blue"
    }
  }
}
