import Domain
import Foundation

/// Why a catalog request has to wait.
public enum BudgetWait: Hashable, Sendable {
  /// The rate's requests were all sent within the last window.
  case spent
  /// The catalog refused a request for its rate limit (HTTP 403 or 429): none go until the
  /// pause ends.
  case paused
}

/// What the budget says to a request.
public enum BudgetDecision: Hashable, Sendable {
  /// A slot was taken: send the request now.
  case granted
  /// No slot before `until`.
  case wait(until: Date, reason: BudgetWait)
}

/// The catalog's request budget, shared by every process of the user (the live one keeps it in
/// a database file they all find), so that together they stay under the API's rate limit.
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state. Taking a slot is atomic: two callers (or processes) never both take the
/// last one.
public protocol RequestBudget: Sendable {
  /// Takes a slot for one request sent at `now` when `rate` allows it (`RequestRate.decision`),
  /// recording it for every caller; else says until when to wait, recording nothing.
  func reserve(_ rate: RequestRate, at now: Date) async throws -> BudgetDecision
  /// Records that the request granted at `sentAt` finished at `finishedAt`, when its answer
  /// came (or it failed): the catalog counts a request when it arrives, any time until then, so
  /// the window is reckoned from the latest moment it could have. Until then the request counts
  /// as arriving now, however long it takes (`RequestRate.arrival`).
  func finished(sentAt: Date, at finishedAt: Date) async throws
  /// Empties the budget until `until` (the catalog refused a request): every `reserve` before
  /// then waits.
  func pause(until: Date) async throws
}

/// How a request that has to wait for the budget spends the wait, and how the catalog's refusal
/// is told: a countdown and a notice on a terminal in the app, a fake clock in tests.
///
/// A port: `Sendable`, called from the task that sends the request.
public protocol BudgetWaiting: Sendable {
  /// Returns at `until` (by the clock the budget is checked with), showing how long is left
  /// where someone can see it; throws `CancellationError` when the task is cancelled.
  func wait(until: Date, reason: BudgetWait) async throws
  /// Tells that the catalog refused a request for its rate limit, so that none is sent for
  /// `seconds`; nil when the pause could not be recorded (the database failed).
  func catalogRefused(pauseSeconds seconds: Int?) async
  /// Tells that the budget's database failed (`failure`), so that catalog requests go without
  /// the budget; told once a run.
  func budgetUnavailable(_ failure: StorageFailure) async
}
