import Composition
import TerminalKit

/// A front end a run without a subcommand is handed to: it shows the screens `screens` builds
/// on `console` until the person leaves, and says how the run ends. The request budget's waits
/// and notices reach `budgetWaits`, whose waiter a front end that draws them itself replaces.
@MainActor public protocol InteractiveFrontEnd {
  static func run(
    screens: ScreenFactory, console: TerminalConsole, budgetWaits: BudgetWaitRelay
  ) async throws -> ExitCode
}
