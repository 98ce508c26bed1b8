import AdapterPorts
import Composition
import Domain
import Foundation
import Localization
import TerminalKit
import TerminalText

/// The full-screen app's waiter for the request budget: the countdown on the status line (Esc
/// cancels the request waiting, as any request), the catalog's refusal and a budget the
/// database cannot keep as the status line's notice, never written over the frame.
@MainActor final class StatusLineBudgetWaiter: BudgetWaiting {
  private weak var coordinator: PaneCoordinator?
  private let clock: any WallClock
  private let rate: RequestRate
  private let localize: Localizer

  init(coordinator: PaneCoordinator, clock: any WallClock, rate: RequestRate) {
    self.coordinator = coordinator
    self.clock = clock
    self.rate = rate
    localize = coordinator.localize
  }

  // MARK: - BudgetWaiting

  // Each witness names the main actor: the requirements run on their caller's actor, and a
  // witness would otherwise take that instead of the class's.

  @MainActor func wait(until: Date, reason: BudgetWait) async throws {
    let cancels = localize(FullScreenNoticePhrase.escCancels)
    defer { coordinator?.showBudgetWait(nil) }
    try await Countdown.run(to: until, now: clock.now) { [rate, localize] seconds in
      coordinator?.showBudgetWait(
        GovernorPhrase.countdown(reason, seconds: seconds, rate: rate, localize: localize)
          + " · " + cancels)
    }
  }

  @MainActor func catalogRefused(pauseSeconds seconds: Int?) async {
    coordinator?.say(GovernorPhrase.refusal(pauseSeconds: seconds, localize: localize))
  }

  @MainActor func budgetUnavailable(_ failure: StorageFailure) async {
    coordinator?.say(TerminalSafe.clean(GovernorPhrase.unavailable(failure, localize: localize)))
  }
}
