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
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let days =
      calendar.dateComponents(
        [.day], from: calendar.startOfDay(for: instant), to: calendar.startOfDay(for: now)
      ).day ?? 0
    if days <= 1 { return self(RelativeTimePhrase.yesterday) }
    if days < 7 { return ago(count(days, CountPhrase.days)) }
    let parts = calendar.dateComponents([.year, .month, .day], from: instant)
    return longDate(CalendarDate(year: parts.year!, month: parts.month!, day: parts.day!)!)
  }

  private func ago(_ time: String) -> String {
    self(RelativeTimePhrase.ago, ["time": time])
  }
}
