import Localization

/// What the profile screen shows.
public struct ProfileViewModel: Equatable, Sendable, Codable {
  /// One labelled line of the profile.
  public struct Field: Equatable, Sendable, Codable {
    /// The label, e.g. "E-mail".
    public var label: String
    /// The value, ready to print.
    public var value: String

    /// Creates a field.
    public init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }

  /// The profile in the stable shape scripts read (`musiclib profile --json`).
  public struct Document: Equatable, Sendable, Codable {
    /// Given name.
    public var firstName: String
    /// Family name.
    public var lastName: String
    /// Date of birth, `YYYY-MM-DD`.
    public var birthDate: String
    /// Age in full years today.
    public var age: Int
    /// Masked phone, e.g. `+375 (29) 123-45-67`.
    public var phone: String
    /// E-mail address.
    public var email: String

    /// Creates a document.
    public init(
      firstName: String, lastName: String, birthDate: String, age: Int, phone: String,
      email: String
    ) {
      self.firstName = firstName
      self.lastName = lastName
      self.birthDate = birthDate
      self.age = age
      self.phone = phone
      self.email = email
    }
  }

  /// Screen title, e.g. "Welcome, Ivan Petrov".
  public var title: String
  /// The labelled lines.
  public var fields: [Field]
  /// The same data for scripts; nil when it could not be loaded.
  public var document: Document?
  /// A one-line status, e.g. after sign-out.
  public var status: String?
  /// Why the profile could not be shown.
  public var failure: FailureNotice?

  /// Creates a view model.
  public init(
    title: String, fields: [Field] = [], document: Document? = nil,
    status: String? = nil, failure: FailureNotice? = nil
  ) {
    self.title = title
    self.fields = fields
    self.document = document
    self.status = status
    self.failure = failure
  }
}
