import Localization

/// Strings of the registration screen and its date picker.
public enum RegistrationPhrase: String, Phrase {
  case title
  case firstNameLabel
  case lastNameLabel
  case birthDateLabel
  case phoneLabel
  case emailLabel
  case passwordLabel
  case passwordAgainLabel
  case nameFormat
  case birthDateFormat
  case phoneFormat
  case emailFormat
  case passwordFormat
  case created
  case ageNote
  case fixErrors
  case calendarLegend
  case calendarDayUnavailable
  case calendarYearTooEarly

  public var english: String {
    switch self {
    case .title: "Create an account"
    case .firstNameLabel: "First name"
    case .lastNameLabel: "Last name"
    case .birthDateLabel: "Date of birth"
    case .phoneLabel: "Phone"
    case .emailLabel: "E-mail"
    case .passwordLabel: "Password"
    case .passwordAgainLabel: "Password again"
    case .nameFormat: "Latin letters"
    case .birthDateFormat: "YYYY-MM-DD or DD.MM.YYYY"
    case .phoneFormat: "+375 (xx) xxx-xx-xx or +7 (xxx) xxx-xx-xx"
    case .emailFormat: "name@example.com"
    case .passwordFormat: "6+ characters with a digit, a lowercase and an uppercase letter"
    case .created: "Account created for {email}. Sign in to continue"
    case .ageNote: "Age: {age}"
    case .fixErrors: "Please correct the fields marked below"
    case .calendarLegend: "·· unavailable: you must be 18 or older (born on {date} or earlier)"
    case .calendarDayUnavailable: "Day {day} cannot be picked"
    case .calendarYearTooEarly: "The calendar starts in {earliest}; {year} cannot be shown"
    }
  }

  public var russian: String {
    switch self {
    case .title: "Регистрация"
    case .firstNameLabel: "Имя"
    case .lastNameLabel: "Фамилия"
    case .birthDateLabel: "Дата рождения"
    case .phoneLabel: "Телефон"
    case .emailLabel: "E-mail"
    case .passwordLabel: "Пароль"
    case .passwordAgainLabel: "Пароль ещё раз"
    case .nameFormat: "латинские буквы"
    case .birthDateFormat: "ГГГГ-ММ-ДД или ДД.ММ.ГГГГ"
    case .phoneFormat: "+375 (xx) xxx-xx-xx или +7 (xxx) xxx-xx-xx"
    case .emailFormat: "name@example.com"
    case .passwordFormat: "от 6 символов, с цифрой, строчной и заглавной буквой"
    case .created: "Аккаунт {email} создан. Войдите, чтобы продолжить"
    case .ageNote: "Возраст: {age}"
    case .fixErrors: "Исправьте отмеченные ниже поля"
    case .calendarLegend:
      "·· недоступно: вам должно быть 18 лет или больше (дата рождения не позже {date})"
    case .calendarDayUnavailable: "День {day} выбрать нельзя"
    case .calendarYearTooEarly: "Календарь начинается с {earliest} года; {year} показать нельзя"
    }
  }
}
