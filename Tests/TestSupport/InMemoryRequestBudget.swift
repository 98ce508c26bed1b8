import AdapterPorts
import Domain
import Foundation
import InMemoryPorts

/// A `RequestBudget` in memory, deciding by the same rule as the live one
/// (`RequestRate.decision`); it records every slot taken and every pause.
public actor InMemoryRequestBudget: RequestBudget {
  private var records: [(granted: Date, finished: Date?)] = []
  /// When each granted request finished, or was granted while it is in flight, in the order
  /// granted.
  public var sent: [Date] { records.map { $0.finished ?? $0.granted } }
  /// Until when the catalog's refusal pauses requests, if it ever did.
  public private(set) var pausedUntil: Date?

  /// An empty budget.
  public init() {}

  public func reserve(_ rate: RequestRate, at now: Date) async throws -> BudgetDecision {
    let arrivals = records.map {
      RequestRate.arrival(grantedAt: $0.granted, finishedAt: $0.finished, now: now)
    }
    let decision = rate.decision(sentAt: arrivals, pausedUntil: pausedUntil, now: now)
    if decision == .granted { records.append((now, nil)) }
    return decision
  }

  public func finished(sentAt: Date, at finishedAt: Date) async throws {
    guard let index = records.firstIndex(where: { $0.granted == sentAt && $0.finished == nil })
    else { return }
    records[index].finished = max(sentAt, finishedAt)
  }

  public func pause(until: Date) async throws {
    pausedUntil = max(pausedUntil ?? until, until)
  }
}

/// A `BudgetWaiting` that spends each wait by moving a `FixedClock` to its end at once, and
/// records the waits, the refusals and the database failures it was told of.
public actor ClockAdvancingWaiter: BudgetWaiting {
  /// One wait: until when, and why.
  public struct Wait: Equatable, Sendable {
    /// The instant waited for.
    public let until: Date
    /// Why.
    public let reason: BudgetWait

    /// A wait until `until` for `reason`.
    public init(until: Date, reason: BudgetWait) {
      self.until = until
      self.reason = reason
    }
  }

  private let clock: FixedClock
  /// Every wait, oldest first.
  public private(set) var waits: [Wait] = []
  /// The pause of every refusal told, in seconds (nil where it was not recorded), oldest first.
  public private(set) var refusals: [Int?] = []
  /// Every failure of the budget's database told, oldest first.
  public private(set) var unavailable: [StorageFailure] = []

  /// A waiter moving `clock`.
  public init(clock: FixedClock) {
    self.clock = clock
  }

  public func wait(until: Date, reason: BudgetWait) async throws {
    try Task.checkCancellation()
    waits.append(Wait(until: until, reason: reason))
    clock.advance(by: max(0, until.timeIntervalSince(clock.now())))
  }

  public func catalogRefused(pauseSeconds seconds: Int?) async {
    refusals.append(seconds)
  }

  public func budgetUnavailable(_ failure: StorageFailure) async {
    unavailable.append(failure)
  }
}
