import Domain
import InMemoryPorts
import Registration
import TestSupport
import Testing

/// The date-of-birth calendar's cursor, the one both front ends move: a day, a week, a month
/// and a year either way, across month and year edges, never before 1900.
@Suite struct CalendarCursorTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 22)!

  static func calendar(on iso: String) -> BirthDateCalendar {
    BirthDateCalendar(today: today, selected: CalendarDate(iso: iso))
  }

  static func moved(from iso: String, _ moves: CalendarCursorMove...) -> String {
    var calendar = calendar(on: iso)
    for move in moves { calendar.moveCursor(move) }
    return calendar.cursor.iso
  }

  @Test func opensOnTheChosenDayElseOnTheFirstOfTheLatestAllowedMonth() {
    #expect(Self.calendar(on: "1990-03-07").cursor.iso == "1990-03-07")
    #expect(BirthDateCalendar(today: Self.today, selected: nil).cursor.iso == "2008-11-01")
  }

  @Test func daysAndWeeksCrossMonthAndYearEdges() {
    #expect(Self.moved(from: "2008-10-01", .previousDay) == "2008-09-30")
    #expect(Self.moved(from: "2008-09-30", .nextDay) == "2008-10-01")
    #expect(Self.moved(from: "2008-10-03", .previousWeek) == "2008-09-26")
    #expect(Self.moved(from: "2008-12-29", .nextWeek) == "2009-01-05")
    #expect(Self.moved(from: "2009-01-01", .previousDay) == "2008-12-31")
    #expect(Self.moved(from: "1990-03-07", .nextWeek, .previousWeek, .nextDay) == "1990-03-08")
  }

  @Test func monthsKeepTheDayOrTakeTheMonthsLast() {
    #expect(Self.moved(from: "1990-03-31", .nextMonth) == "1990-04-30")
    #expect(Self.moved(from: "1990-05-31", .previousMonth) == "1990-04-30")
    #expect(Self.moved(from: "1990-01-31", .nextMonth) == "1990-02-28")
    #expect(Self.moved(from: "1990-12-15", .nextMonth) == "1991-01-15")
    #expect(Self.moved(from: "1990-01-15", .previousMonth) == "1989-12-15")
    // The day taken in a short month stays: a month's move does not remember the 31st.
    #expect(Self.moved(from: "1990-03-31", .nextMonth, .nextMonth) == "1990-05-30")
  }

  @Test func leapYearsHaveTheir29February() {
    #expect(Self.moved(from: "2000-02-28", .nextDay) == "2000-02-29")
    #expect(Self.moved(from: "1900-02-28", .nextDay) == "1900-03-01", "1900 is not leap")
    #expect(Self.moved(from: "2004-03-01", .previousDay) == "2004-02-29")
    #expect(Self.moved(from: "2004-01-31", .nextMonth) == "2004-02-29")
    #expect(Self.moved(from: "2004-02-29", .nextYear) == "2005-02-28")
    #expect(Self.moved(from: "2004-02-29", .previousYear, .nextYear) == "2004-02-28")
    #expect(Self.moved(from: "1996-02-29", .nextYear, .nextYear) == "1998-02-28")
  }

  @Test func neverGoesBeforeTheFirstAllowedDay() {
    var calendar = Self.calendar(on: "1900-01-02")
    let toTheFirst = calendar.moveCursor(.previousDay)
    #expect(toTheFirst && calendar.cursor.iso == "1900-01-01")
    let beforeIt = calendar.moveCursor(.previousDay)
    #expect(!beforeIt, "31 December 1899 is before the calendar")
    #expect(calendar.cursor.iso == "1900-01-01")
    #expect(calendar.target(of: .previousDay).iso == "1899-12-31")

    var week = Self.calendar(on: "1900-01-05")
    let weekBack = week.moveCursor(.previousWeek)
    #expect(!weekBack)
    #expect(week.cursor.iso == "1900-01-01", "a week back stops on the first day")

    var month = Self.calendar(on: "1900-03-20")
    let yearBack = month.moveCursor(.previousYear)
    #expect(!yearBack)
    #expect(month.cursor.iso == "1900-01-20", "a year back stops on its day of January 1900")
    let monthOn = month.moveCursor(.nextMonth)
    #expect(monthOn && month.cursor.iso == "1900-02-20")
  }

  @Test func theCursorMayPassTheLatestAllowedDayButNotPickIt() {
    var calendar = Self.calendar(on: "2008-11-22")
    let moved = calendar.moveCursor(.nextDay)
    #expect(moved && calendar.cursor.iso == "2008-11-23")
    #expect(!calendar.isAvailable(calendar.cursor))
    #expect(calendar.pick(day: calendar.cursor.day) == nil)
    #expect(calendar.pick(day: 22)?.iso == "2008-11-22")
  }
}

/// The cursor as the presenter shows it: in the calendar's view model, a refused move said
/// under it, Enter's pick of the cursor's day.
@MainActor @Suite struct CalendarCursorPresenterTests {
  @Test func theViewModelCarriesTheCursorAndAPickTakesItsDay() throws {
    let (presenter, view) = Self.build()
    presenter.didOpenCalendar()
    #expect(view.last.calendar?.title == "November 2008")
    #expect(view.last.calendar?.cursor == 1)
    presenter.didMoveCalendarCursor(.previousMonth)
    presenter.didMoveCalendarCursor(.previousDay)
    #expect(view.last.calendar?.title == "September 2008")
    #expect(view.last.calendar?.cursor == 30)
    presenter.didMoveCalendarCursor(.nextDay)
    presenter.didMoveCalendarCursor(.previousWeek)
    presenter.didMoveCalendarCursor(.previousYear)
    #expect(view.last.calendar?.title == "September 2007")
    #expect(view.last.calendar?.cursor == 24)
    presenter.didPickCalendarCursorDay()
    #expect(view.last.calendar == nil)
    #expect(view.last.fields.first { $0.field == .birthDate }?.value == "2007-09-24")
  }

  @Test func aMoveBefore1900SaysWhyAndAnUnavailableCursorIsNotPicked() throws {
    let (presenter, view) = Self.build()
    presenter.didOpenCalendar()
    presenter.didMoveCalendarCursor(.nextWeek)
    presenter.didMoveCalendarCursor(.nextWeek)
    presenter.didMoveCalendarCursor(.nextWeek)
    presenter.didMoveCalendarCursor(.nextWeek)
    #expect(view.last.calendar?.cursor == 29)
    presenter.didPickCalendarCursorDay()
    #expect(view.last.calendar?.message == "Day 29 cannot be picked")

    presenter.didChooseCalendarYear(1900)
    presenter.didChooseCalendarMonth(1)
    #expect(view.last.calendar?.title == "January 1900")
    presenter.didMoveCalendarCursor(.previousWeek)
    #expect(view.last.calendar?.title == "January 1900")
    #expect(view.last.calendar?.cursor == 22)
    presenter.didMoveCalendarCursor(.previousMonth)
    #expect(view.last.calendar?.cursor == 22)
    #expect(view.last.calendar?.message == "The calendar starts in 1900; 1899 cannot be shown")
    presenter.didMoveCalendarCursor(.nextDay)
    #expect(view.last.calendar?.message == nil)
    #expect(view.last.calendar?.cursor == 23)
  }

  static func build() -> (any RegistrationPresenting, RegistrationViewSpy) {
    let view = RegistrationViewSpy()
    let presenter = RegistrationModule.build(
      view: view, router: RegistrationRouterSpy(),
      dependencies: RegistrationDependencies(
        users: InMemoryAccounts(allowingUse: true), hasher: PlainTextHasher(),
        clock: FixedClock(today: CalendarCursorTests.today), defaultPhoneRegion: .by,
        language: .en))
    presenter.viewDidLoad()
    return (presenter, view)
  }
}
