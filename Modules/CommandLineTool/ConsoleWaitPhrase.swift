import Localization

/// How a wait for the request budget is cancelled on the command line and in the line app.
package enum ConsoleWaitPhrase: String, Phrase {
  case ctrlCCancels

  package var english: String {
    switch self {
    case .ctrlCCancels: "Ctrl-C cancels"
    }
  }

  package var russian: String {
    switch self {
    case .ctrlCCancels: "Ctrl-C — отмена"
    }
  }
}
