import Domain
import Foundation

/// A `RequestBudget` in memory, deciding by the same rule as the live one
/// (`RequestRate.decision`); it records every slot taken and every pause.
public actor InMemoryRequestBudget: RequestBudget {
  /// When each granted request was sent, or finished once it did, in the order granted.
  public private(set) var sent: [Date] = []
  /// Until when the catalog's refusal pauses requests, if it ever did.
  public private(set) var pausedUntil: Date?

  /// An empty budget.
  public init() {}

  public func reserve(_ rate: RequestRate, at now: Date) async throws -> BudgetDecision {
    let decision = rate.decision(sentAt: sent, pausedUntil: pausedUntil, now: now)
    if decision == .granted { sent.append(now) }
    return decision
  }

  public func finished(sentAt: Date, at finishedAt: Date) async throws {
    guard let index = sent.firstIndex(of: sentAt) else { return }
    sent[index] = max(sentAt, finishedAt)
  }

  public func pause(until: Date) async throws {
    pausedUntil = max(pausedUntil ?? until, until)
  }
}

/// A `BudgetWaiting` that spends each wait by moving a `FixedClock` to its end at once, and
/// records the waits and the refusals it was told of.
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
  /// The pause of every refusal told, in seconds, oldest first.
  public private(set) var refusals: [Int] = []

  /// A waiter moving `clock`.
  public init(clock: FixedClock) {
    self.clock = clock
  }

  public func wait(until: Date, reason: BudgetWait) async throws {
    try Task.checkCancellation()
    waits.append(Wait(until: until, reason: reason))
    clock.advance(by: max(0, until.timeIntervalSince(clock.now())))
  }

  public func catalogRefused(pauseSeconds seconds: Int) async {
    refusals.append(seconds)
  }
}
