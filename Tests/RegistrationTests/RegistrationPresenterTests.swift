import Domain
import InMemoryPorts
import Localization
import Registration
import TestSupport
import Testing

@MainActor final class RegistrationViewSpy: RegistrationDisplaying {
  var models: [RegistrationViewModel] = []
  func display(_ viewModel: RegistrationViewModel) { models.append(viewModel) }
  var last: RegistrationViewModel { models.last! }
  func error(_ field: RegistrationField) -> String? {
    last.fields.first { $0.field == field }?.error
  }
}

@MainActor final class RegistrationRouterSpy: RegistrationRouting {
  enum Call: Equatable {
    case didRegister(String)
    case openSignIn
  }

  var calls: [Call] = []
  func didRegister(email: String) { calls.append(.didRegister(email)) }
  func openSignIn() { calls.append(.openSignIn) }
}

@MainActor @Suite struct RegistrationPresenterTests {
  let accounts = InMemoryAccounts(allowingUse: true)
  let clock = FixedClock(today: CalendarDate(year: 2026, month: 11, day: 22)!)

  func build(language: Language = .en) -> (
    RegistrationPresenting, RegistrationViewSpy, RegistrationRouterSpy
  ) {
    let view = RegistrationViewSpy()
    let router = RegistrationRouterSpy()
    let presenter = RegistrationModule.build(
      view: view, router: router,
      dependencies: RegistrationDependencies(
        users: accounts, hasher: PlainTextHasher(), clock: clock, defaultPhoneRegion: .by,
        language: language))
    presenter.viewDidLoad()
    return (presenter, view, router)
  }

  func fill(_ presenter: RegistrationPresenting, email: String = "ivan@example.com") {
    presenter.didEnter("Ivan", for: .firstName)
    presenter.didEnter("Petrov", for: .lastName)
    presenter.didEnter("07.03.1990", for: .birthDate)
    presenter.didEnter("29 123 45 67", for: .phone)
    presenter.didEnter(email, for: .email)
  }

  @Test func everyInvalidFieldShowsItsErrorAtOnce() async {
    let (presenter, view, router) = build()
    presenter.didEnter("Иван", for: .firstName)
    presenter.didEnter("", for: .lastName)
    presenter.didEnter("2010-01-01", for: .birthDate)
    presenter.didEnter("29 12", for: .phone)
    presenter.didEnter("not-an-email", for: .email)
    await presenter.didSubmit(password: "short", confirmation: "short")
    #expect(view.error(.firstName) == "Latin letters only")
    #expect(view.error(.lastName) == "This field is required")
    for field in RegistrationField.allCases {
      #expect(view.error(field) != nil, "\(field) must show its error")
    }
    #expect(Set(view.last.errors.keys) == Set(RegistrationField.allCases.map(\.rawValue)))
    #expect(router.calls.isEmpty)
    #expect(await accounts.userCount == 0)
  }

  @Test func thePasswordIsHashedOffTheMainActor() async throws {
    let probe = MainQueueProbeHasher()
    _ = try probe.hash("probe")
    #expect(probe.ranOnMainQueue == [true], "the probe tells the main actor from the others")
    let router = RegistrationRouterSpy()
    let presenter = RegistrationModule.build(
      view: RegistrationViewSpy(), router: router,
      dependencies: RegistrationDependencies(
        users: accounts, hasher: probe, clock: clock, defaultPhoneRegion: .by, language: .en))
    presenter.viewDidLoad()
    fill(presenter)

    await presenter.didSubmit(password: "Secret12", confirmation: "Secret12")

    #expect(router.calls == [.didRegister("ivan@example.com")])
    #expect(probe.ranOnMainQueue == [true, false], "the spinner's actor stays free")
  }

  @Test func aValidFormCreatesTheUserAndRoutesWithTheEmail() async {
    let (presenter, view, router) = build()
    fill(presenter)
    #expect(view.last.fields.first { $0.field == .phone }?.value == "+375 (29) 123-45-67")
    #expect(
      view.last.fields.first { $0.field == .birthDate }?.note == "7 March 1990 · Age: 36 years")
    await presenter.didSubmit(password: "Secret12", confirmation: "Secret12")
    #expect(router.calls == [.didRegister("ivan@example.com")])
    #expect(view.last.confirmation?.contains("ivan@example.com") == true)
    let stored = await accounts.credentials(email: "ivan@example.com")
    #expect(stored?.passwordHash == "plain$Secret12")
    #expect(await accounts.user(id: stored!.userID)?.phone == "+375291234567")
  }

  @Test func aTakenEmailIsAFieldErrorAndNothingChanges() async {
    let (first, _, _) = build()
    fill(first)
    await first.didSubmit(password: "Secret12", confirmation: nil)
    let (presenter, view, router) = build()
    fill(presenter, email: "IVAN@example.com")
    await presenter.didSubmit(password: "Secret12", confirmation: nil)
    #expect(view.error(.email) == "This e-mail is already registered")
    #expect(router.calls.isEmpty)
    #expect(await accounts.userCount == 1)
  }

  @Test func mismatchedConfirmationIsAPasswordError() async {
    let (presenter, view, _) = build()
    fill(presenter)
    await presenter.didSubmit(password: "Secret12", confirmation: "Secret13")
    #expect(view.error(.password) != nil)
    #expect(await accounts.userCount == 0)
  }

  @Test func aRepeatReportedWhileTypingCarriesTheMismatchUntilItMatches() async {
    let (presenter, view, _) = build()
    fill(presenter)
    presenter.didEnter(password: "Secret12", again: "")
    #expect(view.last.passwordAgainError == nil)
    presenter.didEnter(password: "Secret12", again: "Secret1")
    #expect(view.last.passwordAgainError == "The passwords do not match")
    #expect(view.error(.password) == nil)
    presenter.didEnter(password: "Secret12", again: "Secret12")
    #expect(view.last.passwordAgainError == nil)
    // A password that breaks its own rules says so under itself, not under the repeat.
    presenter.didEnter(password: "short", again: "Secret12")
    #expect(view.error(.password) != nil)
    #expect(view.last.passwordAgainError == nil)
    // A mismatch found on submit is the repeat's too.
    presenter.didEnter(password: "Secret12", again: "Secret13")
    await presenter.didSubmit(password: "Secret12", confirmation: "Secret13")
    #expect(view.last.passwordAgainError == "The passwords do not match")
    #expect(view.error(.password) == nil)
  }

  @Test func errorsAreInRussianToo() async {
    let (presenter, view, _) = build(language: .ru)
    presenter.didEnter("Иван", for: .firstName)
    await presenter.didSubmit(password: "", confirmation: nil)
    #expect(view.last.title == "Регистрация")
    #expect(view.error(.firstName)?.isEmpty == false)
    #expect(view.error(.firstName) != "Latin letters only")
  }

  @Test func editingAFieldClearsItsError() async {
    let (presenter, view, _) = build()
    await presenter.didSubmit(password: "", confirmation: nil)
    #expect(view.error(.firstName) != nil)
    presenter.didEnter("Ivan", for: .firstName)
    #expect(view.error(.firstName) == nil)
  }

  @Test func calendarPicksOnlyAdultBirthDates() throws {
    let (presenter, view, _) = build()
    presenter.didOpenCalendar()
    let calendar = try #require(view.last.calendar)
    #expect(calendar.title == "November 2008")
    #expect(calendar.weekdays.first == "Mon")
    let days = calendar.weeks.flatMap { $0 }.compactMap { $0 }
    #expect(days.first { $0.day == 22 }?.isAvailable == true)
    #expect(days.first { $0.day == 23 }?.isAvailable == false)
    #expect(calendar.legend.hasPrefix("·· unavailable"), "the marks shown are explained")
    presenter.didPickCalendarDay(23)
    #expect(view.last.calendar?.message == "Day 23 cannot be picked")
    presenter.didMoveCalendar(byMonths: -1)
    #expect(view.last.calendar?.title == "October 2008")
    presenter.didChooseCalendarYear(1990)
    #expect(view.last.calendar?.title == "October 1990")
    #expect(view.last.calendar?.legend == "", "no day of October 1990 is marked")
    presenter.didPickCalendarDay(15)
    #expect(view.last.calendar == nil)
    #expect(view.last.fields.first { $0.field == .birthDate }?.value == "1990-10-15")
  }

  @Test func calendarRefusesAYearBefore1900AndStopsAtItsJanuary() throws {
    let (presenter, view, _) = build()
    presenter.didOpenCalendar()
    presenter.didChooseCalendarYear(1)
    #expect(view.last.calendar?.title == "November 2008", "the month shown stays")
    #expect(view.last.calendar?.message == "The calendar starts in 1900; 1 cannot be shown")
    presenter.didChooseCalendarYear(1900)
    #expect(view.last.calendar?.message == nil)
    presenter.didMoveCalendar(byMonths: -24)
    #expect(view.last.calendar?.title == "January 1900")
    #expect(view.last.calendar?.message == "The calendar starts in 1900; 1898 cannot be shown")
    presenter.didMoveCalendar(byMonths: 1)
    #expect(view.last.calendar?.message == nil)
    presenter.didMoveCalendar(byMonths: -1)
    #expect(view.last.calendar?.message == nil, "January 1900 itself can be shown")
    presenter.didMoveCalendar(byMonths: -1)
    #expect(view.last.calendar?.title == "January 1900")
    #expect(
      view.last.calendar?.message == "The calendar starts in 1900; 1899 cannot be shown",
      "a step back from January 1900 says why nothing moved, as a year typed would")
    presenter.didPickCalendarDay(1)
    #expect(view.last.fields.first { $0.field == .birthDate }?.value == "1900-01-01")
  }

  @Test func russianCalendarNamesMonthsAndWeekdays() throws {
    let (presenter, view, _) = build(language: .ru)
    presenter.didOpenCalendar()
    let calendar = try #require(view.last.calendar)
    #expect(calendar.title == "Ноябрь 2008")
    #expect(calendar.weekdays.first?.lowercased() == "пн")
  }

  @Test func backRoutesToSignIn() {
    let (presenter, _, router) = build()
    presenter.didRequestSignIn()
    #expect(router.calls == [.openSignIn])
  }

  @Test func presenterIsReleasedWithItsView() {
    var view: RegistrationViewSpy? = RegistrationViewSpy()
    let router = RegistrationRouterSpy()
    var presenter: RegistrationPresenting? = RegistrationModule.build(
      view: view!, router: router,
      dependencies: RegistrationDependencies(
        users: accounts, hasher: PlainTextHasher(), clock: clock, defaultPhoneRegion: .by,
        language: .en))
    weak let weakPresenter = presenter as AnyObject?
    weak let weakView = view
    view = nil
    #expect(weakView == nil)
    presenter = nil
    #expect(weakPresenter == nil)
  }
}
