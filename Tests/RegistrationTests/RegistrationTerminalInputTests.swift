import Domain
import InMemoryPorts
import Localization
import Registration
import TestSupport
import Testing

/// Sign-up as typed on a terminal: each field checked as it is entered, and the calendar's input
/// read as a day, a year or a month's name, anything else answered with a message.
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

  @Test func thePhoneAsTypedIsGivenInItsMaskAndAnythingElseAsTyped() {
    let (presenter, _) = build()
    #expect(presenter.phoneAsTyped("2912") == "+375 (29) 12")
    #expect(presenter.phoneAsTyped("+7912") == "+7 (912")
    #expect(presenter.phoneAsTyped("") == "")
    #expect(presenter.phoneAsTyped("back") == "back")
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

  @Test func aTwoDigitNumberPastTheDaysIsNeitherADayNorAYear() {
    let (presenter, view) = build()
    presenter.didOpenCalendar()
    let title = view.last.calendar?.title
    presenter.didTypeInCalendar("32")
    #expect(view.last.calendar?.title == title, "no jump to the year 32")
    #expect(
      view.last.calendar?.message
        == "32 is neither a day (1–31) nor a year (1900–2008); a year has four digits")
  }

  @Test(arguments: ["march", "Mar", "март", "марта"])
  func aMonthsNameOpensThatMonth(name: String) {
    let (presenter, view) = build()
    presenter.didOpenCalendar()
    presenter.didTypeInCalendar("1990")
    presenter.didTypeInCalendar(name)
    #expect(view.last.calendar?.title == "March 1990")
    #expect(view.last.calendar?.message == nil)
    presenter.didTypeInCalendar("14")
    #expect(view.last.calendar == nil)
    #expect(view.last.fields.first { $0.field == .birthDate }?.value == "1990-03-14")
  }

  @Test(arguments: [(Language.en, "“ju” is not a day"), (.ru, "«ju» — не день")])
  func anythingElseSaysWhatTheCalendarTakes(language: Language, start: String) {
    let (presenter, view) = build(language: language)
    presenter.didOpenCalendar()
    presenter.didTypeInCalendar("ju")
    #expect(view.last.calendar?.message?.hasPrefix(start) == true)
  }
}
