/// Messages shown under a registration form field when its value is refused.
public enum ValidationPhrase: String, Phrase {
  case required
  case latinLettersOnly
  case nameTooLong
  case unrecognizedDate
  case notARealDate
  case yearTooEarly
  case dateInFuture
  case underage
  case phoneHasInvalidCharacters
  case phoneUnsupportedCountry
  case phoneIncomplete
  case phoneTooLong
  case invalidEmail
  case emailTooLong
  case emailTaken
  case passwordTooShort
  case passwordTooLong
  case passwordNeedsDigit
  case passwordNeedsLowercase
  case passwordNeedsUppercase
  case passwordTooCommon
  case passwordHasControlCharacters
  case passwordsDiffer

  public var english: String {
    switch self {
    case .required: "This field is required"
    case .latinLettersOnly: "Latin letters only"
    case .nameTooLong: "At most {max} characters"
    case .unrecognizedDate: "Enter the date as DD.MM.YYYY or YYYY-MM-DD"
    case .notARealDate: "There is no such date"
    case .yearTooEarly: "The year of birth cannot be before {year}"
    case .dateInFuture: "The date cannot be in the future"
    case .underage: "You must be {min} or older (you are {age})"
    case .phoneHasInvalidCharacters:
      "Digits only; spaces, dashes, brackets and a leading + are fine"
    case .phoneUnsupportedCountry: "Only Belarusian (+375) and Russian (+7) numbers"
    case .phoneIncomplete: "The number is incomplete"
    case .phoneTooLong: "Too many digits"
    case .invalidEmail: "Enter an e-mail like name@example.com"
    case .emailTooLong: "At most {max} characters"
    case .emailTaken: "This e-mail is already registered"
    case .passwordTooShort: "At least {min} characters"
    case .passwordTooLong: "At most {max} characters"
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
    case .nameTooLong: "Не больше {max} символов"
    case .unrecognizedDate: "Введите дату как ДД.ММ.ГГГГ или ГГГГ-ММ-ДД"
    case .notARealDate: "Такой даты нет"
    case .yearTooEarly: "Год рождения не может быть раньше {year}"
    case .dateInFuture: "Дата не может быть в будущем"
    case .underage: "Регистрация с {min} лет (вам {age})"
    case .phoneHasInvalidCharacters: "Только цифры; можно пробелы, дефисы, скобки и + в начале"
    case .phoneUnsupportedCountry: "Только номера Беларуси (+375) и России (+7)"
    case .phoneIncomplete: "Номер введён не полностью"
    case .phoneTooLong: "Слишком много цифр"
    case .invalidEmail: "Введите e-mail вида name@example.com"
    case .emailTooLong: "Не больше {max} символов"
    case .emailTaken: "Этот e-mail уже зарегистрирован"
    case .passwordTooShort: "Не меньше {min} символов"
    case .passwordTooLong: "Не больше {max} символов"
    case .passwordNeedsDigit: "Добавьте цифру"
    case .passwordNeedsLowercase: "Добавьте строчную букву"
    case .passwordNeedsUppercase: "Добавьте заглавную букву"
    case .passwordTooCommon: "Этот пароль слишком распространён; выберите другой"
    case .passwordHasControlCharacters: "Управляющие символы недопустимы"
    case .passwordsDiffer: "Пароли не совпадают"
    }
  }
}
