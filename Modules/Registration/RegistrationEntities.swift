import Domain

/// Everything a person typed into the registration form, as typed.
public struct RegistrationForm: Equatable, Sendable {
  /// Given name.
  public var firstName = ""
  /// Family name.
  public var lastName = ""
  /// Date of birth, `YYYY-MM-DD` or `DD.MM.YYYY`.
  public var birthDate = ""
  /// Phone, digits in any format.
  public var phone = ""
  /// E-mail address.
  public var email = ""
  /// Password.
  public var password = ""
  /// The password typed again, when the front end asks twice.
  public var passwordConfirmation: String?

  /// Creates an empty form.
  public init() {}

  /// The typed value of a field.
  public subscript(field: RegistrationField) -> String {
    get {
      switch field {
      case .firstName: firstName
      case .lastName: lastName
      case .birthDate: birthDate
      case .phone: phone
      case .email: email
      case .password: password
      }
    }
    set {
      switch field {
      case .firstName: firstName = newValue
      case .lastName: lastName = newValue
      case .birthDate: birthDate = newValue
      case .phone: phone = newValue
      case .email: email = newValue
      case .password: password = newValue
      }
    }
  }
}

/// What a registration attempt led to.
public enum RegistrationOutcome: Equatable, Sendable {
  /// The account exists now.
  case created(User)
  /// Some fields break the rules; every failing field is listed.
  case invalid([RegistrationField: FieldError])
}
