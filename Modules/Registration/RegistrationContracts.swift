import Domain

/// The registration screen as the presenter sees it.
@MainActor public protocol RegistrationDisplaying: AnyObject {
  /// Shows the form with its values, per-field errors, calendar or confirmation.
  func display(_ viewModel: RegistrationViewModel)
}

/// What the registration screen reports: the user's intents.
@MainActor public protocol RegistrationPresenting: AnyObject {
  /// The screen appeared.
  func viewDidLoad()
  /// The user typed a value for a field (the password goes with `didSubmit`).
  func didEnter(_ value: String, for field: RegistrationField)
  /// The user submitted the form with the password typed twice (nil confirmation: typed once).
  func didSubmit(password: String, confirmation: String?) async
  /// The user opened the date-of-birth calendar.
  func didOpenCalendar()
  /// The user moved the calendar by whole months (12 for a year).
  func didMoveCalendar(byMonths months: Int)
  /// The user jumped to a year in the calendar.
  func didChooseCalendarYear(_ year: Int)
  /// The user picked a day of the month shown.
  func didPickCalendarDay(_ day: Int)
  /// The user closed the calendar without picking.
  func didCloseCalendar()
  /// The user wants to go back to sign-in.
  func didRequestSignIn()
}

/// Registration rules; knows ports, not screens.
public protocol RegistrationInteracting: Sendable {
  /// Today's date, by the injected clock.
  func today() -> CalendarDate
  /// The phone as typed so far, formatted to its country's mask, or why it can never be valid.
  func formatPhone(_ input: String) -> Result<PhoneNumberInput, FieldError>
  /// Validates every field and, when all pass, stores the account.
  func register(_ form: RegistrationForm) async throws -> RegistrationOutcome
}

/// Where the registration screen can lead.
@MainActor public protocol RegistrationRouting: AnyObject {
  /// An account was created; sign-in should open with this e-mail filled in.
  func didRegister(email: String)
  /// Back to sign-in without registering.
  func openSignIn()
}
