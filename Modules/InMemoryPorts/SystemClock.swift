import Domain
import Foundation

/// The machine's clock, in UTC or in the machine's time zone.
public struct SystemClock: WallClock {
  private let inMachineZone: Bool

  /// A clock in UTC, or in the machine's time zone when `inMachineZone` (for dates shown to a
  /// person).
  public init(inMachineZone: Bool = false) {
    self.inMachineZone = inMachineZone
  }

  /// The current instant.
  public func now() -> Date { Date() }

  /// UTC, or the machine's zone, looked up when asked (only dates shown to a person need it).
  public var timeZone: TimeZone { inMachineZone ? TimeZone.current : .gmt }
}
