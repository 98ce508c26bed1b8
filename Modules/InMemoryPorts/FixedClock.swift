import Domain
import Foundation

/// A clock that says what it is told, in UTC unless given another zone.
public final class FixedClock: WallClock, @unchecked Sendable {
  private let lock = NSLock()
  private var instant: Date
  /// The zone in which "today" is reckoned.
  public let timeZone: TimeZone

  /// A clock standing at `instant`.
  public init(_ instant: Date, timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
    self.instant = instant
    self.timeZone = timeZone
  }

  /// A clock at noon UTC on the given day.
  public convenience init(today: CalendarDate) {
    var parts = DateComponents()
    parts.year = today.year
    parts.month = today.month
    parts.day = today.day
    parts.hour = 12
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    self.init(calendar.date(from: parts)!)
  }

  /// The instant the clock stands at.
  public func now() -> Date { lock.withLock { instant } }

  /// Moves the clock `seconds` on.
  public func advance(by seconds: TimeInterval) {
    lock.withLock { instant += seconds }
  }
}
