import Localization

/// Strings of the sign-in screen.
public enum AuthorizationPhrase: String, Phrase {
  case title
  case emailLabel
  case passwordLabel
  case signingIn
  case openSession

  public var english: String {
    switch self {
    case .title: "Sign in"
    case .emailLabel: "E-mail"
    case .passwordLabel: "Password"
    case .signingIn: "Signing in…"
    case .openSession: "You are signed in as {name} ({email})."
    }
  }

  public var russian: String {
    switch self {
    case .title: "Вход"
    case .emailLabel: "E-mail"
    case .passwordLabel: "Пароль"
    case .signingIn: "Выполняется вход…"
    case .openSession: "Вы вошли как {name} ({email})."
    }
  }
}
