import Domain
import Localization

/// Holds the form being filled in and turns it into view models.
@MainActor public final class RegistrationPresenter {
  private let interactor: any RegistrationInteracting
  private weak var view: (any RegistrationDisplaying)?
  private weak var router: (any RegistrationRouting)?
  private let localize: Localizer
  private var form = RegistrationForm()
  private var errors: [RegistrationField: FieldError] = [:]
  /// The password's second entry as typed, while the front end reports it key by key.
  private var passwordAgain: String?
  private var calendar: BirthDateCalendar?
  private var calendarMessage: String?
  private var confirmation: String?
  private var isLoading = false
  private var failure: FailureNotice?

  /// Creates the presenter; the view and the router are held weakly.
  public init(
    interactor: any RegistrationInteracting, view: any RegistrationDisplaying,
    router: any RegistrationRouting, language: Language
  ) {
    self.interactor = interactor
    self.view = view
    self.router = router
    self.localize = Localizer(language: language)
  }

  private func show() {
    view?.display(
      RegistrationViewModel(
        title: localize(RegistrationPhrase.title),
        fields: RegistrationField.allCases.map(row),
        passwordAgainLabel: localize(RegistrationPhrase.passwordAgainLabel),
        passwordAgainError: passwordAgainError.map(localize.message(for:)),
        calendar: calendar.map(calendarModel),
        confirmation: confirmation, isLoading: isLoading, failure: failure))
  }

  private func row(_ field: RegistrationField) -> RegistrationViewModel.FieldRow {
    let (label, format): (RegistrationPhrase, RegistrationPhrase) =
      switch field {
      case .firstName: (.firstNameLabel, .nameFormat)
      case .lastName: (.lastNameLabel, .nameFormat)
      case .birthDate: (.birthDateLabel, .birthDateFormat)
      case .phone: (.phoneLabel, .phoneFormat)
      case .email: (.emailLabel, .emailFormat)
      case .password: (.passwordLabel, .passwordFormat)
      }
    let value =
      switch field {
      case .password: ""
      case .phone: (try? interactor.formatPhone(form.phone).get())?.masked ?? form.phone
      default: form[field].trimmedOfWhitespace
      }
    // A mismatch is the repeat's error on a form that shows the repeat while typing.
    let error = errors[field].flatMap {
      field == .password && $0 == .passwordsDiffer && passwordAgain != nil ? nil : $0
    }
    return .init(
      field: field, label: localize(label), format: localize(format), value: value,
      note: note(for: field, value: value), error: error.map(localize.message(for:)))
  }

  /// The repeat's error: the passwords differ, found on submit or, once the password passes its
  /// own rules, as the repeat is typed.
  private var passwordAgainError: FieldError? {
    guard let again = passwordAgain else { return nil }
    switch errors[.password] {
    case .passwordsDiffer?: return .passwordsDiffer
    case nil where !again.isEmpty:
      var typed = form
      typed.passwordConfirmation = again
      return interactor.check(.password, in: typed) == .passwordsDiffer ? .passwordsDiffer : nil
    default: return nil
    }
  }

  private func note(for field: RegistrationField, value: String) -> String? {
    switch field {
    case .birthDate:
      guard let date = interactor.birthDate(in: form) else { return nil }
      // The date as understood, so a typed 03.07 that meant July is caught here.
      return localize.longDate(date) + " · "
        + localize(
          RegistrationPhrase.ageNote,
          ["age": localize.count(date.age(on: interactor.today()), CountPhrase.years)])
    case .phone:
      return value.isEmpty ? nil : value
    default:
      return nil
    }
  }

  private func calendarModel(_ calendar: BirthDateCalendar) -> CalendarViewModel {
    let month = calendar.month
    let monthName = localize.monthNames(standalone: true)[month.month - 1]
    let hasUnavailable = calendar.weeks.joined().contains { $0.map(calendar.isAvailable) == false }
    return CalendarViewModel(
      title: monthName.prefix(1).uppercased() + monthName.dropFirst() + " \(month.year)",
      weekdays: localize.shortWeekdayNames(),
      weeks: calendar.weeks.map { week in
        week.map { date in
          date.map {
            .init(
              day: $0.day, isAvailable: calendar.isAvailable($0),
              isSelected: $0 == calendar.selected)
          }
        }
      },
      // The marks are explained only on a month that shows them.
      legend: hasUnavailable
        ? localize(
          RegistrationPhrase.calendarLegend, ["date": localize.longDate(calendar.latestAllowed)])
        : "",
      earliestYear: calendar.earliest.year, latestYear: calendar.latestAllowed.year,
      message: calendarMessage, cursor: calendar.cursor.day)
  }
}

// MARK: - RegistrationPresenting
extension RegistrationPresenter: RegistrationPresenting {
  public func viewDidLoad() { show() }

  public func maskedPhone(digits: String) -> String {
    (try? interactor.formatPhone(digits).get())?.masked ?? digits
  }

  public func didEnter(_ value: String, for field: RegistrationField) {
    form[field] = value
    // Each field is checked as it is entered, so its error shows before the passwords.
    errors[field] = interactor.check(field, in: form)
    show()
  }

  public func didEnter(password: String, again: String) {
    form.password = password
    form.passwordConfirmation = nil
    passwordAgain = again
    errors[.password] = interactor.check(.password, in: form)
    show()
  }

  public func didSubmit(password: String, confirmation: String?) async {
    form.password = password
    form.passwordConfirmation = confirmation
    failure = nil
    isLoading = true
    show()
    defer { form.password = "" }
    do {
      switch try await interactor.register(form) {
      case .created(let user):
        errors = [:]
        isLoading = false
        self.confirmation = localize(RegistrationPhrase.created, ["email": user.email])
        show()
        router?.didRegister(email: user.email)
        return
      case .invalid(let fieldErrors):
        errors = fieldErrors
      }
    } catch {
      failure = FailureNotice(MusicLibraryError.wrapping(error), localizer: localize)
    }
    isLoading = false
    show()
  }

  public func didOpenCalendar() {
    calendar = interactor.birthDateCalendar(selecting: interactor.birthDate(in: form))
    calendarMessage = nil
    show()
  }

  public func didMoveCalendar(byMonths months: Int) {
    moveCalendar(
      aimingAt: { $0.month.firstOfMonth(adding: months) }, by: { $0.move(byMonths: months) })
  }

  public func didMoveCalendarCursor(_ move: CalendarCursorMove) {
    moveCalendar(aimingAt: { $0.target(of: move) }, by: { $0.moveCursor(move) })
  }

  /// Moves the calendar open; a move refused before its first year says which year it aimed at.
  private func moveCalendar(
    aimingAt target: (BirthDateCalendar) -> CalendarDate,
    by move: (inout BirthDateCalendar) -> Bool
  ) {
    guard var calendar else { return show() }
    let year = target(calendar).year
    let moved = move(&calendar)
    self.calendar = calendar
    calendarMessage = moved ? nil : yearTooEarly(year, calendar: calendar)
    show()
  }

  public func didChooseCalendarYear(_ year: Int) {
    guard var calendar else { return show() }
    let shown = calendar.show(year: year)
    self.calendar = calendar
    calendarMessage = shown ? nil : yearTooEarly(year, calendar: calendar)
    show()
  }

  public func didChooseCalendarMonth(_ month: Int) {
    calendar?.show(month: month)
    calendarMessage = nil
    show()
  }

  /// Why `calendar` cannot show `year`: it starts earlier.
  private func yearTooEarly(_ year: Int, calendar: BirthDateCalendar) -> String {
    localize(
      RegistrationPhrase.calendarYearTooEarly,
      ["year": String(year), "earliest": String(calendar.earliest.year)])
  }

  public func didPickCalendarDay(_ day: Int) {
    guard let calendar else { return }
    guard let date = calendar.pick(day: day) else {
      calendarMessage = localize(RegistrationPhrase.calendarDayUnavailable, ["day": String(day)])
      show()
      return
    }
    self.calendar = nil
    form.birthDate = date.iso
    errors[.birthDate] = nil
    show()
  }

  public func didPickCalendarCursorDay() {
    guard let calendar else { return }
    didPickCalendarDay(calendar.cursor.day)
  }

  public func didCloseCalendar() {
    calendar = nil
    show()
  }

  public func didRequestSignIn() {
    router?.openSignIn()
  }
}
