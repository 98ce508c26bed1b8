import Localization

/// What both front ends say of a typed command.
public enum AppCommandPhrase: String, Phrase {
  /// After "unknown command": the command a word is one slip away from.
  case didYouMean
  /// A word one slip away from a command, said instead of searching it.
  case notSearched

  public var english: String {
    switch self {
    case .didYouMean: "did you mean {command}?"
    case .notSearched:
      "“{typed}” was not searched: did you mean {command}? To search for it, type /{typed}"
    }
  }

  public var russian: String {
    switch self {
    case .didYouMean: "может быть, {command}?"
    case .notSearched:
      "«{typed}» не искали: может быть, {command}? Чтобы найти это, введите /{typed}"
    }
  }
}
