import Localization

/// Sentences of the text front end's own output, whatever screen wrote it.
public enum OutputPhrase: String, Phrase {
  /// Standard output could not be written, with the system's `{reason}`.
  case outputFailed

  public var english: String {
    switch self {
    case .outputFailed: "Could not write the output: {reason}"
    }
  }

  public var russian: String {
    switch self {
    case .outputFailed: "Не удалось записать вывод: {reason}"
    }
  }
}
