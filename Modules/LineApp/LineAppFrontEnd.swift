import Composition
import TerminalComposition
import TerminalKit

/// The line app: one prompt at a time, scrolling, scriptable through piped input; the request
/// budget's countdown keeps the console's progress line the run started with.
public enum LineAppFrontEnd: InteractiveFrontEnd {
  public static func run(
    screens: ScreenFactory, console: TerminalConsole, budgetWaits: BudgetWaitRelay
  ) async throws -> ExitCode {
    let keyboard = KeyboardTerminal.standardStreams
    let coordinator = AppCoordinator(
      console: keyboard.map { LineEditingConsole(console, keyboard: $0) } ?? console,
      screens: screens, keyboard: keyboard,
      liveStatus: console.isInteractive && console.outputIsTerminal)
    return try await coordinator.run()
  }
}
