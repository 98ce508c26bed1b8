import Localization

extension Localizer {
  /// The message shown under a field whose value was refused for `error`.
  public func message(for error: FieldError) -> String {
    switch error {
    case .required: self(ValidationPhrase.required)
    case .latinLettersOnly: self(ValidationPhrase.latinLettersOnly)
    case .nameTooLong: self(ValidationPhrase.nameTooLong, ["max": String(NameRule.maximumLength)])
    case .unrecognizedDate: self(ValidationPhrase.unrecognizedDate)
    case .notARealDate: self(ValidationPhrase.notARealDate)
    case .yearTooEarly:
      self(ValidationPhrase.yearTooEarly, ["year": String(BirthDateRule.earliestYear)])
    case .dateInFuture: self(ValidationPhrase.dateInFuture)
    case .underage(let age):
      self(
        ValidationPhrase.underage,
        ["min": String(BirthDateRule.minimumAge), "age": String(age)])
    case .phoneHasInvalidCharacters: self(ValidationPhrase.phoneHasInvalidCharacters)
    case .phoneUnsupportedCountry: self(ValidationPhrase.phoneUnsupportedCountry)
    case .phoneIncomplete: self(ValidationPhrase.phoneIncomplete)
    case .phoneTooLong: self(ValidationPhrase.phoneTooLong)
    case .invalidEmail: self(ValidationPhrase.invalidEmail)
    case .emailTooLong:
      self(ValidationPhrase.emailTooLong, ["max": String(EmailRule.maximumLength)])
    case .emailTaken: self(ValidationPhrase.emailTaken)
    case .passwordTooShort:
      self(ValidationPhrase.passwordTooShort, ["min": String(PasswordRule.minimumLength)])
    case .passwordTooLong:
      self(ValidationPhrase.passwordTooLong, ["max": String(PasswordRule.maximumLength)])
    case .passwordNeedsDigit: self(ValidationPhrase.passwordNeedsDigit)
    case .passwordNeedsLowercase: self(ValidationPhrase.passwordNeedsLowercase)
    case .passwordNeedsUppercase: self(ValidationPhrase.passwordNeedsUppercase)
    case .passwordTooCommon: self(ValidationPhrase.passwordTooCommon)
    case .passwordHasControlCharacters: self(ValidationPhrase.passwordHasControlCharacters)
    case .passwordsDiffer: self(ValidationPhrase.passwordsDiffer)
    }
  }
}
