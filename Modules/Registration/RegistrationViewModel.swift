import Localization

/// What the registration screen shows; every string is ready to print.
public struct RegistrationViewModel: Equatable, Sendable, Codable {
  /// One field of the form with its error, like a label under the field.
  public struct FieldRow: Equatable, Sendable, Codable {
    /// Which field this is.
    public var field: RegistrationField
    /// The label, e.g. "Phone".
    public var label: String
    /// The accepted format, e.g. "YYYY-MM-DD or DD.MM.YYYY".
    public var format: String
    /// The value as shown (the phone masked, the password never).
    public var value: String
    /// What the value gives, e.g. the age for a date of birth or the masked phone.
    public var note: String?
    /// What is wrong with the value, if anything.
    public var error: String?

    /// Creates a field row.
    public init(
      field: RegistrationField, label: String, format: String, value: String,
      note: String? = nil, error: String? = nil
    ) {
      self.field = field
      self.label = label
      self.format = format
      self.value = value
      self.note = note
      self.error = error
    }
  }

  /// Screen title.
  public var title: String
  /// The fields in order.
  public var fields: [FieldRow]
  /// The label of the password's second entry.
  public var passwordAgainLabel: String
  /// What is wrong with the password's second entry, when the front end reports it while typing
  /// (`didEnter(password:again:)`); else a mismatch is the password's error.
  public var passwordAgainError: String?
  /// The date picker, while it is open.
  public var calendar: CalendarViewModel?
  /// Said once the account exists.
  public var confirmation: String?
  /// A request is running.
  public var isLoading: Bool
  /// A failure that is not about one field (e.g. the database).
  public var failure: FailureNotice?

  /// Creates a view model.
  public init(
    title: String, fields: [FieldRow], passwordAgainLabel: String,
    passwordAgainError: String? = nil, calendar: CalendarViewModel? = nil,
    confirmation: String? = nil, isLoading: Bool = false,
    failure: FailureNotice? = nil
  ) {
    self.title = title
    self.fields = fields
    self.passwordAgainLabel = passwordAgainLabel
    self.passwordAgainError = passwordAgainError
    self.calendar = calendar
    self.confirmation = confirmation
    self.isLoading = isLoading
    self.failure = failure
  }

  /// Field errors keyed by the field's JSON name, for `{"errors": {…}}`.
  public var errors: [String: String] {
    Dictionary(
      uniqueKeysWithValues: fields.compactMap { row in
        row.error.map { (row.field.rawValue, $0) }
      })
  }
}

/// The month grid of the date-of-birth picker.
public struct CalendarViewModel: Equatable, Sendable, Codable {
  /// One day cell.
  public struct Day: Equatable, Sendable, Codable {
    /// Day of the month.
    public var day: Int
    /// False when picking it would make the person under 18.
    public var isAvailable: Bool
    /// Whether it is the date currently chosen.
    public var isSelected: Bool

    /// Creates a day cell.
    public init(day: Int, isAvailable: Bool, isSelected: Bool) {
      self.day = day
      self.isAvailable = isAvailable
      self.isSelected = isSelected
    }
  }

  /// Month and year, e.g. "March 1990".
  public var title: String
  /// Weekday names, Monday first.
  public var weekdays: [String]
  /// Weeks of seven cells; nil pads days of other months.
  public var weeks: [[Day?]]
  /// What the marks mean; empty when no day of the month is marked unavailable.
  public var legend: String
  /// The first year the calendar shows.
  public var earliestYear: Int
  /// The last year with a day that may be picked.
  public var latestYear: Int
  /// Why the last pick was refused, if it was.
  public var message: String?
  /// The day of the month shown that the cursor is on.
  public var cursor: Int

  /// Creates a calendar view model.
  public init(
    title: String, weekdays: [String], weeks: [[Day?]], legend: String, earliestYear: Int,
    latestYear: Int, message: String?, cursor: Int = 1
  ) {
    self.cursor = cursor
    self.title = title
    self.weekdays = weekdays
    self.weeks = weeks
    self.legend = legend
    self.earliestYear = earliestYear
    self.latestYear = latestYear
    self.message = message
  }
}
