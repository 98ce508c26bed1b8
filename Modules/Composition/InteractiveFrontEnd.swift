import TerminalKit

/// A front end a run without a subcommand is handed to: it shows the screens `screens` builds
/// on `console` until the person leaves, and says how the run ends.
@MainActor public protocol InteractiveFrontEnd {
  static func run(screens: ScreenFactory, console: TerminalConsole) async throws -> ExitCode
}
