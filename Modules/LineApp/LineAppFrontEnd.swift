import Composition
import TerminalKit

/// The line app: one prompt at a time, scrolling, scriptable through piped input.
public enum LineAppFrontEnd: InteractiveFrontEnd {
  public static func run(screens: ScreenFactory, console: TerminalConsole) async throws -> ExitCode
  {
    let coordinator = AppCoordinator(
      console: console, screens: screens, keyboard: .standardStreams,
      liveStatus: console.isInteractive && console.outputIsTerminal)
    return try await coordinator.run()
  }
}
