import AdapterPorts
import Domain
import Foundation
import Localization
import TerminalKit
import TerminalText

/// Spends a wait for the request budget as a countdown on the console's progress line (on a
/// terminal; elsewhere it waits quietly), and tells the catalog's refusal and a budget the
/// database cannot keep on standard error.
@MainActor public final class ConsoleBudgetWaiter: BudgetWaiting {
  private let console: any Console
  private let clock: any WallClock
  private let rate: RequestRate
  private let localize: Localizer

  public init(
    console: any Console, clock: any WallClock, rate: RequestRate, language: Language
  ) {
    self.console = console
    self.clock = clock
    self.rate = rate
    localize = Localizer(language: language)
  }

  // MARK: - BudgetWaiting

  // Each witness names the main actor: the requirements run on their caller's actor, and a
  // witness would otherwise take that instead of the class's.

  @MainActor public func wait(until: Date, reason: BudgetWait) async throws {
    try await console.showingCountdown(to: until, now: clock.now) { seconds in
      switch reason {
      case .spent:
        localize(
          GovernorPhrase.waitingForBudget,
          [
            "requests": String(rate.requests), "window": String(rate.seconds),
            "seconds": String(seconds),
          ])
      case .paused: localize(GovernorPhrase.waitingAfterRefusal, ["seconds": String(seconds)])
      }
    }
  }

  @MainActor public func catalogRefused(pauseSeconds seconds: Int?) async {
    guard let seconds else {
      console.writeError("musiclib: " + localize(GovernorPhrase.catalogRefusedNotRecorded))
      return
    }
    let time = localize.count(seconds, CountPhrase.seconds)
    console.writeError("musiclib: " + localize(GovernorPhrase.catalogRefused, ["time": time]))
  }

  @MainActor public func budgetUnavailable(_ failure: StorageFailure) async {
    let reason = localize.message(for: .storage(failure))
    console.writeError(
      "musiclib: "
        + TerminalSafe.clean(localize(GovernorPhrase.budgetUnavailable, ["reason": reason])))
  }
}
