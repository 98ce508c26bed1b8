import AdapterPorts
import Domain
import Foundation

/// The request budget's waits and the catalog's rate-limit notices, handed to the waiter of the
/// front end that shows the screens: the services are opened with the relay, and a front end
/// that draws them itself (the full-screen app's status line) sets its own `waiter` when it
/// starts, so none is written over what it draws.
@MainActor public final class BudgetWaitRelay: BudgetWaiting {
  /// Where the waits and notices go now.
  public var waiter: any BudgetWaiting

  public init(_ waiter: any BudgetWaiting) {
    self.waiter = waiter
  }

  // MARK: - BudgetWaiting

  // Each witness names the main actor: the requirements run on their caller's actor, and a
  // witness would otherwise take that instead of the class's.

  @MainActor public func wait(until: Date, reason: BudgetWait) async throws {
    try await waiter.wait(until: until, reason: reason)
  }

  @MainActor public func catalogRefused(pauseSeconds seconds: Int?) async {
    await waiter.catalogRefused(pauseSeconds: seconds)
  }

  @MainActor public func budgetUnavailable(_ failure: StorageFailure) async {
    await waiter.budgetUnavailable(failure)
  }
}
