import Foundation

/// The port for "now": every rule that depends on the time asks it, never the system clock.
public protocol WallClock: Sendable {
  /// The current instant.
  func now() -> Date
  /// The time zone in which "today" is reckoned.
  var timeZone: TimeZone { get }
}

extension WallClock {
  /// Today's date in the clock's time zone.
  public func today() -> CalendarDate {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: now())
    return CalendarDate(year: parts.year!, month: parts.month!, day: parts.day!)!
  }
}
