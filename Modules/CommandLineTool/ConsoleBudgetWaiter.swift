import AdapterPorts
import Composition
import Domain
import Foundation
import Localization
import TerminalKit
import TerminalText

/// Spends a wait for the request budget as a countdown on the console's progress line (on a
/// terminal; elsewhere it waits quietly), and tells the catalog's refusal and a budget the
/// database cannot keep on standard error: the waiter of the line app and the one-shot commands.
@MainActor final class ConsoleBudgetWaiter: BudgetWaiting {
  private let console: any Console
  private let clock: any WallClock
  private let rate: RequestRate
  private let localize: Localizer

  init(console: any Console, clock: any WallClock, rate: RequestRate, language: Language) {
    self.console = console
    self.clock = clock
    self.rate = rate
    localize = Localizer(language: language)
  }

  // MARK: - BudgetWaiting

  // Each witness names the main actor: the requirements run on their caller's actor, and a
  // witness would otherwise take that instead of the class's.

  @MainActor func wait(until: Date, reason: BudgetWait) async throws {
    let cancels = localize(ConsoleWaitPhrase.ctrlCCancels)
    try await console.showingCountdown(to: until, now: clock.now) { seconds in
      GovernorPhrase.countdown(reason, seconds: seconds, rate: rate, localize: localize) + " · "
        + cancels
    }
  }

  @MainActor func catalogRefused(pauseSeconds seconds: Int?) async {
    console.writeError(
      "musiclib: " + GovernorPhrase.refusal(pauseSeconds: seconds, localize: localize))
  }

  @MainActor func budgetUnavailable(_ failure: StorageFailure) async {
    console.writeError(
      "musiclib: "
        + TerminalSafe.clean(GovernorPhrase.unavailable(failure, localize: localize)))
  }
}
