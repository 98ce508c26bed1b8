import Domain
import Foundation
import Testing

/// One day-number algorithm serves stored timestamps, relative times and the calendar.
@Suite struct CivilDaysTests {
  @Test func dayNumbersCountFrom1970AcrossLeapDaysAndCenturies() {
    #expect(CivilDays.days(year: 1970, month: 1, day: 1) == 0)
    #expect(CivilDays.days(year: 1969, month: 12, day: 31) == -1)
    #expect(CivilDays.days(year: 2000, month: 3, day: 1) == 11_017)
    #expect(CivilDays.date(days: 11_016) == (2000, 2, 29))
    #expect(CivilDays.date(days: CivilDays.days(year: 1900, month: 2, day: 28) + 1) == (1900, 3, 1))
    #expect(CivilDays.date(days: -719_162) == (1, 1, 1))
  }

  @Test func everyDayOfFourCenturiesRoundTripsAndAgreesWithFoundation() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let first = CivilDays.days(year: 1800, month: 1, day: 1)
    var unlike: [Int] = []
    for days in first..<first + 146_097 {
      let date = CivilDays.date(days: days)
      if CivilDays.days(year: date.year, month: date.month, day: date.day) != days {
        unlike.append(days)
      }
      if days % 97 == 0 {
        let parts = calendar.dateComponents(
          [.year, .month, .day], from: Date(timeIntervalSince1970: Double(days) * 86_400))
        if [parts.year, parts.month, parts.day] != [date.year, date.month, date.day] {
          unlike.append(days)
        }
      }
    }
    #expect(unlike == [])
  }

  @Test func aCalendarDateKnowsItsDayNumberWithinItsYears() {
    let date = CalendarDate(year: 2024, month: 2, day: 29)!
    #expect(CalendarDate(daysSince1970: date.daysSince1970 + 1) == CalendarDate(iso: "2024-03-01"))
    #expect(CalendarDate(daysSince1970: Int.min / 2) == CalendarDate(iso: "0001-01-01"))
    #expect(CalendarDate(daysSince1970: Int.max / 2) == CalendarDate(iso: "9999-12-31"))
  }
}
