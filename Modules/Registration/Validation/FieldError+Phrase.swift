import Localization

/// Each refusal is its own phrase: the message shown under the field, in both languages, with the
/// rule's limits written in, so the cases are listed here and in `FieldError` only.
extension FieldError: Phrase {
  /// One of each refusal, for catalog checks; `underage` stands for every age with age 0.
  public static var allCases: [FieldError] {
    [
      .required, .latinLettersOnly, .nameTooLong, .unrecognizedDate, .notARealDate,
      .yearTooEarly, .dateInFuture, .underage(age: 0), .phoneHasInvalidCharacters,
      .phoneUnsupportedCountry, .phoneIncomplete, .phoneTooLong, .invalidEmail, .emailTooLong,
      .emailTaken, .passwordTooShort, .passwordTooLong, .passwordNeedsDigit,
      .passwordNeedsLowercase, .passwordNeedsUppercase, .passwordTooCommon,
      .passwordHasControlCharacters, .passwordsDiffer,
    ]
  }

  public var english: String {
    switch self {
    case .required: "This field is required"
    case .latinLettersOnly: "Latin letters only"
    case .nameTooLong: "At most \(NameRule.maximumLength) characters"
    case .unrecognizedDate: "Enter the date as DD.MM.YYYY or YYYY-MM-DD"
    case .notARealDate: "There is no such date"
    case .yearTooEarly: "The year of birth cannot be before \(BirthDateRule.earliestYear)"
    case .dateInFuture: "The date cannot be in the future"
    case .underage(let age): "You must be \(BirthDateRule.minimumAge) or older (you are \(age))"
    case .phoneHasInvalidCharacters:
      "Digits only; spaces, dashes, brackets and a leading + are fine"
    case .phoneUnsupportedCountry: "Only Belarusian (+375) and Russian (+7) numbers"
    case .phoneIncomplete: "The number is incomplete"
    case .phoneTooLong: "Too many digits"
    case .invalidEmail: "Enter an e-mail like name@example.com"
    case .emailTooLong: "At most \(EmailRule.maximumLength) characters"
    case .emailTaken: "This e-mail is already registered"
    case .passwordTooShort: "At least \(PasswordRule.minimumLength) characters"
    case .passwordTooLong: "At most \(PasswordRule.maximumLength) characters"
    case .passwordNeedsDigit: "Add a digit"
    case .passwordNeedsLowercase: "Add a lowercase letter"
    case .passwordNeedsUppercase: "Add an uppercase letter"
    case .passwordTooCommon: "This password is too common; choose another"
    case .passwordHasControlCharacters: "No control characters, please"
    case .passwordsDiffer: "The passwords do not match"
    }
  }

  public var russian: String {
    switch self {
    case .required: "Обязательное поле"
    case .latinLettersOnly: "Только латинские буквы"
    case .nameTooLong: "Не больше \(NameRule.maximumLength) символов"
    case .unrecognizedDate: "Введите дату как ДД.ММ.ГГГГ или ГГГГ-ММ-ДД"
    case .notARealDate: "Такой даты нет"
    case .yearTooEarly: "Год рождения не может быть раньше \(BirthDateRule.earliestYear)"
    case .dateInFuture: "Дата не может быть в будущем"
    case .underage(let age): "Регистрация с \(BirthDateRule.minimumAge) лет (вам \(age))"
    case .phoneHasInvalidCharacters: "Только цифры; можно пробелы, дефисы, скобки и + в начале"
    case .phoneUnsupportedCountry: "Только номера Беларуси (+375) и России (+7)"
    case .phoneIncomplete: "Номер введён не полностью"
    case .phoneTooLong: "Слишком много цифр"
    case .invalidEmail: "Введите e-mail вида name@example.com"
    case .emailTooLong: "Не больше \(EmailRule.maximumLength) символов"
    case .emailTaken: "Этот e-mail уже зарегистрирован"
    case .passwordTooShort: "Не меньше \(PasswordRule.minimumLength) символов"
    case .passwordTooLong: "Не больше \(PasswordRule.maximumLength) символов"
    case .passwordNeedsDigit: "Добавьте цифру"
    case .passwordNeedsLowercase: "Добавьте строчную букву"
    case .passwordNeedsUppercase: "Добавьте заглавную букву"
    case .passwordTooCommon: "Этот пароль слишком распространён; выберите другой"
    case .passwordHasControlCharacters: "Управляющие символы недопустимы"
    case .passwordsDiffer: "Пароли не совпадают"
    }
  }
}

extension Localizer {
  /// The message shown under a field whose value was refused for `error`.
  public func message(for error: FieldError) -> String {
    self(error)
  }
}
