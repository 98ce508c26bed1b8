import Foundation

/// The port for "now": every rule that depends on the time asks it, never the system clock.
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state (an actor or a lock). The interactors that use it hold it strongly.
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
