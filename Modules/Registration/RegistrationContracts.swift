import Domain

/// The registration screen as the presenter sees it.
///
/// Called on the main actor, only by the screen's presenter, which holds the view weakly: the
/// front end keeps the view alive while the screen is in use (a released view is no longer
/// updated, and nothing fails).
@MainActor public protocol RegistrationDisplaying: AnyObject {
  /// Shows the form with its values, per-field errors, calendar or confirmation.
  func display(_ viewModel: RegistrationViewModel)
}

/// What the registration screen reports: the user's intents.
///
/// Call it on the main actor; an `async` intent returns once the outcome has been given to the
/// view or the router. The module's `build` returns it and nothing else holds it: the front end
/// keeps it, with the view and the router (held weakly by it), while the screen is in use.
@MainActor public protocol RegistrationPresenting: AnyObject {
  /// The screen appeared.
  func viewDidLoad()
  /// The user typed a value for a field (a password is only checked by its rules here: it goes
  /// with `didSubmit`).
  func didEnter(_ value: String, for field: RegistrationField)
  /// The user typed either entry of the password on a form that shows both while typing: the
  /// password is checked by its rules, its repeat against it, each error under its own entry
  /// (`passwordAgainError` for the repeat), a mismatch found on submit included.
  func didEnter(password: String, again: String)
  /// The user submitted the form with the password typed twice (nil confirmation: typed once).
  func didSubmit(password: String, confirmation: String?) async
  /// The user opened the date-of-birth calendar.
  func didOpenCalendar()
  /// The user moved the calendar by whole months (12 for a year); the cursor keeps its day of
  /// the month, or takes the month's last.
  func didMoveCalendar(byMonths months: Int)
  /// The user moved the calendar's cursor: a day, a week, a month or a year either way, into
  /// the month before or after when it leaves the one shown.
  func didMoveCalendarCursor(_ move: CalendarCursorMove)
  /// The user jumped to a year in the calendar.
  func didChooseCalendarYear(_ year: Int)
  /// The user jumped to a month (1–12) of the year the calendar shows.
  func didChooseCalendarMonth(_ month: Int)
  /// The user picked a day of the month shown.
  func didPickCalendarDay(_ day: Int)
  /// The user picked the day the calendar's cursor is on.
  func didPickCalendarCursorDay()
  /// The user closed the calendar without picking.
  func didCloseCalendar()
  /// The user wants to go back to sign-in.
  func didRequestSignIn()
  /// The phone number typed so far — ASCII digits, after a `+` when it begins with the country
  /// code — in its country's mask (`+375 (29) 12`), for a front end that shows it after each
  /// key; digits that can never be a number come back as given.
  func maskedPhone(digits: String) -> String
}

/// Registration rules; knows ports, not screens.
///
/// `Sendable`: any task may call it, also concurrently, so its ports are `Sendable` too. The
/// presenter holds it strongly; the module's `build` makes the one over the dependencies.
public protocol RegistrationInteracting: Sendable {
  /// Today's date, by the injected clock.
  func today() -> CalendarDate
  /// The date of birth typed in `form`, when the birth-date rule takes it today; nil otherwise.
  func birthDate(in form: RegistrationForm) -> CalendarDate?
  /// The date-of-birth picker as it opens today, on `selected`'s month (else on the month of
  /// the latest date of birth allowed).
  func birthDateCalendar(selecting selected: CalendarDate?) -> BirthDateCalendar
  /// The phone as typed so far, formatted to its country's mask, or why it can never be valid.
  func formatPhone(_ input: String) -> Result<PhoneNumberInput, FieldError>
  /// Validates every field and, when all pass, stores the account.
  func register(_ form: RegistrationForm) async throws -> RegistrationOutcome
  /// What is wrong with `field` of `form` by its own rule (whether the e-mail is taken is known
  /// only on `register`); nil when nothing is.
  func check(_ field: RegistrationField, in form: RegistrationForm) -> FieldError?
}

/// Where the registration screen can lead.
///
/// Called on the main actor by the presenter, which holds the router weakly: the front end keeps
/// it alive for as long as the screen is in use (usually a coordinator that outlives every screen)
/// and decides in it which screen comes next.
@MainActor public protocol RegistrationRouting: AnyObject {
  /// An account was created; sign-in should open with this e-mail filled in.
  func didRegister(email: String)
  /// Back to sign-in without registering.
  func openSignIn()
}
