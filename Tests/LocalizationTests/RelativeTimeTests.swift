import Domain
import Foundation
import Localization
import Testing

@Suite struct RelativeTimeTests {
  /// Tuesday 22 September 2026, 10:30 UTC.
  private let now = Date(timeIntervalSince1970: 1_790_073_000)
  private let utc = TimeZone(identifier: "UTC")!

  private func text(secondsAgo seconds: Double, _ language: Language, zone: TimeZone? = nil)
    -> String
  {
    Localizer(language: language).relativeTime(
      now.addingTimeInterval(-seconds), now: now, timeZone: zone ?? utc)
  }

  private static let examples: [(secondsAgo: Double, english: String, russian: String)] = [
    (0, "just now", "только что"),
    (59, "just now", "только что"),
    (-30, "just now", "только что"),
    (60, "1 minute ago", "1 минуту назад"),
    (2 * 60, "2 minutes ago", "2 минуты назад"),
    (5 * 60, "5 minutes ago", "5 минут назад"),
    (11 * 60, "11 minutes ago", "11 минут назад"),
    (21 * 60, "21 minutes ago", "21 минуту назад"),
    (59 * 60 + 59, "59 minutes ago", "59 минут назад"),
    (3600, "1 hour ago", "1 час назад"),
    (2 * 3600, "2 hours ago", "2 часа назад"),
    (5 * 3600, "5 hours ago", "5 часов назад"),
    (21 * 3600, "21 hours ago", "21 час назад"),
    (24 * 3600, "yesterday", "вчера"),
    (34 * 3600, "yesterday", "вчера"),
    (36 * 3600, "2 days ago", "2 дня назад"),
    (3 * 86400, "3 days ago", "3 дня назад"),
    (5 * 86400, "5 days ago", "5 дней назад"),
    (6 * 86400, "6 days ago", "6 дней назад"),
    (7 * 86400, "15 September 2026", "15 сентября 2026"),
  ]

  @Test(arguments: examples)
  func saysHowLongAgoInBothLanguages(seconds: Double, english: String, russian: String) {
    #expect(text(secondsAgo: seconds, .en) == english)
    #expect(text(secondsAgo: seconds, .ru) == russian)
  }

  @Test func daysAreCountedOnTheClocksCalendar() {
    // 31.5 hours before Tuesday 10:30 UTC is Monday 03:00 UTC, but Sunday 23:00 in New York,
    // where it is Tuesday 06:30 now.
    let newYork = TimeZone(identifier: "America/New_York")!
    #expect(text(secondsAgo: 31.5 * 3600, .en) == "yesterday")
    #expect(text(secondsAgo: 31.5 * 3600, .en, zone: newYork) == "2 days ago")
  }
}

@Suite struct RelativeTimeCalendarTests {
  /// Dates told after a week name the day a Gregorian calendar in that zone names, across
  /// leap years, DST changes and zones on either side of UTC.
  @Test(arguments: ["UTC", "Europe/Minsk", "America/New_York", "Pacific/Kiritimati"])
  func aDateAfterAWeekIsTheCalendarsDay(_ zone: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let localizer = Localizer(language: .en)
    let now = Date(timeIntervalSince1970: 1_790_073_000)
    for step in stride(from: 8 * 86_400.0, to: 60 * 365 * 86_400.0, by: 7_919 * 60.0) {
      let instant = now.addingTimeInterval(-step)
      let parts = calendar.dateComponents([.year, .month, .day], from: instant)
      let date = try #require(
        CalendarDate(year: parts.year!, month: parts.month!, day: parts.day!))
      #expect(
        localizer.relativeTime(instant, now: now, timeZone: timeZone) == localizer.longDate(date))
    }
  }
}
