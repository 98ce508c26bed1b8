import Localization

/// What the full-screen app says about what happened outside its panes: how a request waiting
/// for the budget is cancelled here, and a session ended elsewhere.
package enum FullScreenNoticePhrase: String, Phrase {
  /// Added to the request budget's countdown on the status line.
  case escCancels
  /// Under the sign-in form when the session was ended by another process.
  case signedOutElsewhere

  package var english: String {
    switch self {
    case .escCancels: "Esc cancels"
    case .signedOutElsewhere: "You were signed out in another window. Sign in again."
    }
  }

  package var russian: String {
    switch self {
    case .escCancels: "Esc — отмена"
    case .signedOutElsewhere: "Вы вышли из аккаунта в другом окне. Войдите снова."
    }
  }
}
