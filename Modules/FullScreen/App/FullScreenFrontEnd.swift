import Composition
import TerminalComposition
import TerminalKit
import TerminalText

/// The full-screen front end (`musiclib ui`): panes over the same presenters as the line app,
/// on the alternate screen, the terminal given back on every way out; the request budget's
/// waits and notices on its status line.
public enum FullScreenFrontEnd: InteractiveFrontEnd {
  public static func run(
    screens: ScreenFactory, console: TerminalConsole, budgetWaits: BudgetWaitRelay
  ) async throws -> ExitCode {
    let signal = try await runOnTerminal(
      screens: screens, console: console, budgetWaits: budgetWaits)
    if let signal, TerminalEvents.reraisedSignals.contains(signal) {
      // The terminal is given back: end as the signal's own default action would have.
      await screens.playback.shutdown()
      TerminalEvents.end(by: signal)
    }
    return ExitCode(endedBy: signal)
  }

  /// Runs the panes on the terminal until the person leaves or a signal ends them; the signal,
  /// once the terminal is given back.
  private static func runOnTerminal(
    screens: ScreenFactory, console: TerminalConsole, budgetWaits: BudgetWaitRelay
  ) async throws -> Int32? {
    let terminal = FullScreenTerminal()
    terminal.enter()
    defer { terminal.leave() }
    let events = TerminalEvents()
    defer { events.stop() }
    let files = UserFiles.read(language: screens.language, theme: console.theme)
    let coordinator = PaneCoordinator(
      screens: screens, keyMap: files.map, startNotice: files.notice)
    let consoleWaiter = budgetWaits.waiter
    budgetWaits.waiter = StatusLineBudgetWaiter(
      coordinator: coordinator, clock: screens.clock, rate: screens.requestRate)
    defer { budgetWaits.waiter = consoleWaiter }
    let consoleNotices = screens.notices.show
    screens.notices.show = { [weak coordinator] notice in
      Task { @MainActor in coordinator?.say(TerminalSafe.clean(notice)) }
    }
    defer { screens.notices.show = consoleNotices }
    let loop = FullScreenLoop(
      coordinator: coordinator, theme: files.theme,
      write: { terminal.write($0) }, size: { terminal.size() })
    return try await loop.run(
      events: events.stream, ending: { events.terminationSignal }, suspend: { terminal.suspend() })
  }
}
