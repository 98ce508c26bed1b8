/// A field of the registration form; the raw value is the field's key in JSON.
public enum RegistrationField: String, CaseIterable, Codable, Sendable {
  /// The given name.
  case firstName
  /// The family name.
  case lastName
  /// The date of birth.
  case birthDate
  /// The mobile phone number.
  case phone
  /// The e-mail address, which is also the sign-in name.
  case email
  /// The password.
  case password
}
