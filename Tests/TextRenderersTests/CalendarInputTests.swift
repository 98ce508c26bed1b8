import Domain
import InMemoryPorts
import Localization
import Registration
import TestSupport
import Testing

@testable import LineAccountScreens
@testable import TextRenderers

/// The sign-up calendar's input as typed on a terminal: read as a day, a year or a month's name,
/// anything else answered with a message under the calendar.
@MainActor @Suite struct CalendarInputTests {
  let clock = FixedClock(today: CalendarDate(year: 2026, month: 11, day: 22)!)

  func build(language: Language = .en)
    -> (RegistrationPresenting, RegistrationTextView, ScriptedConsole)
  {
    let console = ScriptedConsole([])
    let view = RegistrationTextView(console: console)
    view.language = language
    let presenter = RegistrationModule.build(
      view: view, router: NoRegistrationRouter(),
      dependencies: RegistrationDependencies(
        users: InMemoryAccounts(allowingUse: true), hasher: PlainTextHasher(), clock: clock,
        defaultPhoneRegion: .by, language: language))
    presenter.viewDidLoad()
    return (presenter, view, console)
  }

  /// The message under the calendar last written.
  func message(_ console: ScriptedConsole) -> String? {
    console.transcript.last?.split(separator: "\n").last.map(String.init)
  }

  @Test func aTwoDigitNumberPastTheDaysIsNeitherADayNorAYear() {
    let (presenter, view, console) = build()
    presenter.didOpenCalendar()
    let title = view.model?.calendar?.title
    view.typeInCalendar("32", presenter: presenter)
    #expect(view.model?.calendar?.title == title, "no jump to the year 32")
    #expect(
      message(console)
        == "✖ 32 is neither a day (1–31) nor a year (1900–2008); a year has four digits")
  }

  @Test(arguments: ["march", "Mar", "март", "марта"])
  func aMonthsNameOpensThatMonth(name: String) {
    let (presenter, view, _) = build()
    presenter.didOpenCalendar()
    view.typeInCalendar("1990", presenter: presenter)
    view.typeInCalendar(name, presenter: presenter)
    #expect(view.model?.calendar?.title == "March 1990")
    #expect(view.model?.calendar?.message == nil)
    view.typeInCalendar("14", presenter: presenter)
    #expect(view.model?.calendar == nil)
    #expect(view.model?.fields.first { $0.field == .birthDate }?.value == "1990-03-14")
  }

  @Test(arguments: [(Language.en, "✖ “ju” is not a day"), (.ru, "✖ «ju» — не день")])
  func anythingElseSaysWhatTheCalendarTakes(language: Language, start: String) {
    let (presenter, view, console) = build(language: language)
    presenter.didOpenCalendar()
    view.typeInCalendar("ju", presenter: presenter)
    #expect(message(console)?.hasPrefix(start) == true)
  }

  @Test func anUnavailableDayAfterAMessageIsSaidAgainUnderTheCalendar() {
    let (presenter, view, console) = build()
    presenter.didOpenCalendar()
    view.typeInCalendar("30", presenter: presenter)
    #expect(message(console) == "✖ Day 30 cannot be picked")
    view.typeInCalendar("ju", presenter: presenter)
    view.typeInCalendar("30", presenter: presenter)
    #expect(message(console) == "✖ Day 30 cannot be picked")
  }

  @Test func wordsAreReadAsTheyAre() {
    #expect(CalendarInput(" 14 ") == .day(14))
    #expect(CalendarInput("1990") == .year(1990))
    #expect(CalendarInput("123") == .notDayOrYear("123"))
    #expect(CalendarInput("+5") == .notUnderstood("+5"))
    #expect(CalendarInput("ju") == .notUnderstood("ju"))
    #expect(CalendarInput("Sept") == .month(9))
  }
}
