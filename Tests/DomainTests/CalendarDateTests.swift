import Domain
import Testing

@Suite struct CalendarDateTests {
  @Test func parsesAndPrintsISO() {
    #expect(CalendarDate(iso: "1990-03-07")?.iso == "1990-03-07")
    #expect(CalendarDate(iso: "1990-3-7") == nil)
    #expect(CalendarDate(iso: "2000-+1-05") == nil)
    #expect(CalendarDate(iso: "1990-02-30") == nil)
    #expect(CalendarDate(iso: "2023-02-29") == nil)
    #expect(CalendarDate(iso: "2024-02-29") != nil)
  }

  @Test func ageCountsBirthdaysAndLeapDays() {
    let born = CalendarDate(year: 2008, month: 2, day: 29)!
    #expect(born.age(on: CalendarDate(year: 2026, month: 2, day: 28)!) == 17)
    #expect(born.age(on: CalendarDate(year: 2026, month: 3, day: 1)!) == 18)
    #expect(born.adding(years: 18) == CalendarDate(year: 2026, month: 3, day: 1))
    let plain = CalendarDate(year: 2000, month: 6, day: 15)!
    #expect(plain.age(on: CalendarDate(year: 2018, month: 6, day: 14)!) == 17)
    #expect(plain.age(on: CalendarDate(year: 2018, month: 6, day: 15)!) == 18)
  }

  @Test func weekdaysAndMonthArithmetic() {
    #expect(CalendarDate(year: 2026, month: 11, day: 22)!.isoWeekday == 7)
    #expect(CalendarDate(year: 2000, month: 1, day: 1)!.isoWeekday == 6)
    let date = CalendarDate(year: 2026, month: 1, day: 31)!
    #expect(date.firstOfMonth(adding: -1) == CalendarDate(year: 2025, month: 12, day: 1))
    #expect(date.firstOfMonth(adding: 13) == CalendarDate(year: 2027, month: 2, day: 1))
  }

}
