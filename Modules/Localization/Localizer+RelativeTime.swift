import Domain
import Foundation

extension Localizer {
  /// How long before `now` the `instant` was, as a person says it: "just now" (under a minute,
  /// or in the future), "5 minutes ago", "2 hours ago", "yesterday" (the previous calendar day
  /// in `timeZone`, once a day has passed), "3 days ago", and the date itself after a week.
  public func relativeTime(_ instant: Date, now: Date, timeZone: TimeZone) -> String {
    let minutes = Int(now.timeIntervalSince(instant) / 60)
    if minutes < 1 { return self(RelativeTimePhrase.justNow) }
    if minutes < 60 { return ago(count(minutes, CountPhrase.minutes)) }
    if minutes < 24 * 60 { return ago(count(minutes / 60, CountPhrase.hours)) }
    let day = Self.dayNumber(instant, in: timeZone)
    let days = Self.dayNumber(now, in: timeZone) - day
    if days <= 1 { return self(RelativeTimePhrase.yesterday) }
    if days < 7 { return ago(count(days, CountPhrase.days)) }
    return longDate(CalendarDate(daysSince1970: day))
  }

  /// The number of the calendar day `instant` falls on in `timeZone`, from 1970-01-01: lists
  /// tell thousands of times, and a `Calendar` costs more than all the rest of a row.
  private static func dayNumber(_ instant: Date, in timeZone: TimeZone) -> Int {
    let local = instant.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: instant))
    return Int((local / 86_400).rounded(.down))
  }

  private func ago(_ time: String) -> String {
    self(RelativeTimePhrase.ago, ["time": time])
  }
}
