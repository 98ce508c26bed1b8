import Localization

/// What the full-screen app says of a mistake in the keys file.
enum KeyFilePhrase: String, Phrase {
  case mistake, noEquals, unknownKey, unknownCommand, unreadable, overlayLine

  var english: String {
    switch self {
    case .mistake: "{file}, line {line}: {problem}; the key keeps its default"
    case .noEquals: "“{typed}” is not “key = command”"
    case .unknownKey: "no key is called “{typed}”"
    case .unknownCommand: "no command is called “{typed}”"
    case .unreadable: "{file} could not be read as UTF-8 text; the standard keys are used"
    case .overlayLine: "{command} (your keys file)"
    }
  }

  var russian: String {
    switch self {
    case .mistake: "{file}, строка {line}: {problem}; у клавиши остаётся прежнее значение"
    case .noEquals: "«{typed}» — не «клавиша = команда»"
    case .unknownKey: "нет клавиши «{typed}»"
    case .unknownCommand: "нет команды «{typed}»"
    case .unreadable: "{file} не читается как текст UTF-8; клавиши остаются прежними"
    case .overlayLine: "{command} (ваш файл клавиш)"
    }
  }
}
