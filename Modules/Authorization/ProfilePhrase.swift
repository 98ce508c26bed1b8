import Localization

/// Strings of the profile (home) screen.
public enum ProfilePhrase: String, Phrase {
  case title
  case welcome
  case firstName
  case lastName
  case birthDate
  case age
  case phone
  case email
  case signedOut
  case stillSignedIn
  case signedOutAnyway

  public var english: String {
    switch self {
    case .title: "Profile"
    case .welcome: "Welcome, {name}"
    case .firstName: "First name"
    case .lastName: "Last name"
    case .birthDate: "Date of birth"
    case .age: "Age"
    case .phone: "Phone"
    case .email: "E-mail"
    case .signedOut: "You have signed out"
    case .stillSignedIn: "You are still signed in"
    case .signedOutAnyway: "You are signed out all the same"
    }
  }

  public var russian: String {
    switch self {
    case .title: "Профиль"
    case .welcome: "Здравствуйте, {name}"
    case .firstName: "Имя"
    case .lastName: "Фамилия"
    case .birthDate: "Дата рождения"
    case .age: "Возраст"
    case .phone: "Телефон"
    case .email: "E-mail"
    case .signedOut: "Вы вышли из аккаунта"
    case .stillSignedIn: "Вы по-прежнему в аккаунте"
    case .signedOutAnyway: "Тем не менее вы вышли из аккаунта"
    }
  }
}
