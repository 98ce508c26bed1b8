/// Why a registration field's value is refused; each case is its own phrase (`FieldError+Phrase`).
public enum FieldError: Error, Hashable, Sendable {
  /// Nothing was entered.
  case required

  /// A name holds something other than Latin letters with single separators between them.
  case latinLettersOnly
  /// A name is longer than `NameRule.maximumLength` characters.
  case nameTooLong

  /// A birth date is in neither accepted form (`YYYY-MM-DD`, `DD.MM.YYYY`).
  case unrecognizedDate
  /// A birth date has the right form but names no real day, like 31.02.2000.
  case notARealDate
  /// A birth date is in a year before `BirthDateRule.earliestYear` (1900).
  case yearTooEarly
  /// A birth date is after today.
  case dateInFuture
  /// The person is younger than `BirthDateRule.minimumAge`; `age` is their age today.
  case underage(age: Int)

  /// A phone number holds something other than digits, spaces, dashes, brackets, dots and a
  /// leading plus.
  case phoneHasInvalidCharacters
  /// A phone number written with a plus has a country code other than +375 or +7.
  case phoneUnsupportedCountry
  /// A phone number has fewer digits than its country's numbers.
  case phoneIncomplete
  /// A phone number has more digits than its country's numbers.
  case phoneTooLong

  /// An e-mail address is not of the form `name@example.com`.
  case invalidEmail
  /// An e-mail address is longer than `EmailRule.maximumLength` characters.
  case emailTooLong
  /// An e-mail address already belongs to an account (found by the interactor, not a rule).
  case emailTaken

  /// A password has fewer than `PasswordRule.minimumLength` code points.
  case passwordTooShort
  /// A password has more than `PasswordRule.maximumLength` code points.
  case passwordTooLong
  /// A password has no digit.
  case passwordNeedsDigit
  /// A password has no lowercase letter.
  case passwordNeedsLowercase
  /// A password has no uppercase letter.
  case passwordNeedsUppercase
  /// A password is one of `CommonPasswords`.
  case passwordTooCommon
  /// A password holds a control character, such as NUL or a line feed.
  case passwordHasControlCharacters
  /// The password and its confirmation differ.
  case passwordsDiffer
}
