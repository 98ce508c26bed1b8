import Domain
import Registration
import Testing

@Suite struct BirthDateCalendarTests {
  @Test func gridStartsOnMondayAndPadsTheMonth() {
    let calendar = BirthDateCalendar(
      today: CalendarDate(year: 2026, month: 11, day: 22)!, selected: nil)
    #expect(calendar.month == CalendarDate(year: 2008, month: 11, day: 1))
    let weeks = calendar.weeks
    #expect(weeks.allSatisfy { $0.count == 7 })
    // 1 November 2008 was a Saturday.
    #expect(weeks[0].prefix(5).allSatisfy { $0 == nil })
    #expect(weeks[0][5]?.day == 1)
    #expect(weeks.flatMap { $0 }.compactMap { $0 }.count == 30)
  }

  @Test func leapDayTodayAllowsTheTwentyEighth() {
    let calendar = BirthDateCalendar(
      today: CalendarDate(year: 2028, month: 2, day: 29)!, selected: nil)
    #expect(calendar.latestAllowed == CalendarDate(year: 2010, month: 2, day: 28))
    #expect(calendar.pick(day: 28) != nil)
    #expect(calendar.pick(day: 29) == nil, "2010 has no 29 February")
  }

  @Test func neverShowsOrPicksBefore1900() {
    var calendar = BirthDateCalendar(
      today: CalendarDate(year: 2026, month: 11, day: 22)!,
      selected: CalendarDate(year: 1900, month: 2, day: 10))
    let shown1899 = calendar.show(year: 1899)
    let shown1 = calendar.show(year: 1)
    #expect(!shown1899 && !shown1)
    #expect(calendar.month == CalendarDate(year: 1900, month: 2, day: 1))
    let movedBefore1900 = calendar.move(byMonths: -12)
    #expect(!movedBefore1900)
    #expect(calendar.month == CalendarDate(year: 1900, month: 1, day: 1))
    #expect(calendar.pick(day: 1) == CalendarDate(year: 1900, month: 1, day: 1))
    #expect(!calendar.isAvailable(CalendarDate(year: 1899, month: 12, day: 31)!))
  }

  @Test func opensOnTheSelectedDate() {
    var calendar = BirthDateCalendar(
      today: CalendarDate(year: 2026, month: 11, day: 22)!,
      selected: CalendarDate(year: 1990, month: 3, day: 7))
    #expect(calendar.month == CalendarDate(year: 1990, month: 3, day: 1))
    calendar.move(byMonths: 12)
    #expect(calendar.month == CalendarDate(year: 1991, month: 3, day: 1))
    calendar.show(year: 1985)
    #expect(calendar.month == CalendarDate(year: 1985, month: 3, day: 1))
  }
}
