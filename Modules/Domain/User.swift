/// A registered person, as stored in the local database.
public struct User: Hashable, Sendable, Codable, Identifiable {
  /// The database identifier of a user.
  public struct ID: Hashable, Sendable, Codable, RawRepresentable {
    /// The row id.
    public let rawValue: Int64
    /// Wraps a row id.
    public init(rawValue: Int64) { self.rawValue = rawValue }
  }

  /// The user's identifier.
  public let id: ID
  /// Given name, Latin letters.
  public let firstName: String
  /// Family name, Latin letters.
  public let lastName: String
  /// Date of birth.
  public let birthDate: CalendarDate
  /// Phone number in E.164 form, e.g. `+375291234567`.
  public let phone: String
  /// E-mail address as typed (trimmed).
  public let email: String

  /// Creates a user value.
  public init(
    id: ID, firstName: String, lastName: String, birthDate: CalendarDate, phone: String,
    email: String
  ) {
    self.id = id
    self.firstName = firstName
    self.lastName = lastName
    self.birthDate = birthDate
    self.phone = phone
    self.email = email
  }
}

/// A validated registration, ready to be stored; the password is already hashed.
public struct NewAccount: Hashable, Sendable {
  /// Given name.
  public let firstName: String
  /// Family name.
  public let lastName: String
  /// Date of birth.
  public let birthDate: CalendarDate
  /// Phone number in E.164 form.
  public let phone: String
  /// E-mail address (trimmed).
  public let email: String
  /// The yescrypt hash of the password (`$y$…`).
  public let passwordHash: String

  /// Creates a new account value.
  public init(
    firstName: String, lastName: String, birthDate: CalendarDate, phone: String, email: String,
    passwordHash: String
  ) {
    self.firstName = firstName
    self.lastName = lastName
    self.birthDate = birthDate
    self.phone = phone
    self.email = email
    self.passwordHash = passwordHash
  }
}

/// What sign-in needs to check a password: the user and the stored hash.
public struct StoredCredentials: Hashable, Sendable {
  /// Whose credentials these are.
  public let userID: User.ID
  /// The stored password hash.
  public let passwordHash: String

  /// Creates a credentials value.
  public init(userID: User.ID, passwordHash: String) {
    self.userID = userID
    self.passwordHash = passwordHash
  }
}
