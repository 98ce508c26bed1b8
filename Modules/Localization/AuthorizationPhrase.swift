/// Strings of the sign-in screen.
public enum AuthorizationPhrase: String, Phrase {
  case title
  case hint
  case emailLabel
  case passwordLabel
  case signingIn

  public var english: String {
    switch self {
    case .title: "Sign in"
    case .hint: "Type your e-mail and password. Commands: signup — create an account, quit — leave"
    case .emailLabel: "E-mail"
    case .passwordLabel: "Password"
    case .signingIn: "Signing in…"
    }
  }

  public var russian: String {
    switch self {
    case .title: "Вход"
    case .hint: "Введите e-mail и пароль. Команды: signup — создать аккаунт, quit — выйти"
    case .emailLabel: "E-mail"
    case .passwordLabel: "Пароль"
    case .signingIn: "Выполняется вход…"
    }
  }
}
