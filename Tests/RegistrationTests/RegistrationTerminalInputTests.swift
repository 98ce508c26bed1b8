import Domain
import InMemoryPorts
import Localization
import Registration
import TestSupport
import Testing

/// Sign-up field by field: each field checked as it is entered, the calendar moved by a year and
/// a month.
@MainActor @Suite struct RegistrationTerminalInputTests {
  let accounts = InMemoryAccounts(allowingUse: true)
  let clock = FixedClock(today: CalendarDate(year: 2026, month: 11, day: 22)!)

  func build(language: Language = .en) -> (RegistrationPresenting, RegistrationViewSpy) {
    let view = RegistrationViewSpy()
    let presenter = RegistrationModule.build(
      view: view, router: RegistrationRouterSpy(),
      dependencies: RegistrationDependencies(
        users: accounts, hasher: PlainTextHasher(), clock: clock, defaultPhoneRegion: .by,
        language: language))
    presenter.viewDidLoad()
    return (presenter, view)
  }

  @Test func aFieldIsCheckedAsSoonAsItIsEntered() {
    let (presenter, view) = build()
    presenter.didEnter("not-an-email", for: .email)
    #expect(view.error(.email) != nil, "before any password")
    #expect(view.error(.firstName) == nil, "fields not entered yet say nothing")
    presenter.didEnter("ivan@example.com", for: .email)
    #expect(view.error(.email) == nil)
    presenter.didEnter("2015-01-01", for: .birthDate)
    #expect(view.error(.birthDate) != nil, "under 18")
  }

  @Test(arguments: [
    (Language.en, "14 March 1990 · Age: 36 years"), (.ru, "14 марта 1990 · Возраст: 36 лет"),
  ])
  func aTypedDateIsConfirmedWithTheAge(language: Language, note: String) {
    let (presenter, view) = build(language: language)
    presenter.didEnter("14.03.1990", for: .birthDate)
    #expect(view.last.fields.first { $0.field == .birthDate }?.note == note)
  }

  @Test func aYearAndAMonthOpenThatMonthAndADayIsPicked() {
    let (presenter, view) = build()
    presenter.didOpenCalendar()
    presenter.didChooseCalendarYear(1990)
    presenter.didChooseCalendarMonth(3)
    #expect(view.last.calendar?.title == "March 1990")
    #expect(view.last.calendar?.message == nil)
    #expect(view.last.calendar?.earliestYear == 1900)
    #expect(view.last.calendar?.latestYear == 2008)
    presenter.didPickCalendarDay(14)
    #expect(view.last.calendar == nil)
    #expect(view.last.fields.first { $0.field == .birthDate }?.value == "1990-03-14")
  }
}
