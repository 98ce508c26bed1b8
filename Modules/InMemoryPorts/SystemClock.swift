import Domain
import Foundation

/// The machine's clock, in UTC.
public struct SystemClock: WallClock {
  /// Creates the clock.
  public init() {}

  /// The current instant.
  public func now() -> Date { Date() }

  /// UTC.
  public var timeZone: TimeZone { .gmt }
}
