import TestSupport
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import LineApp

/// A subcommand's screens route to a router the runner keeps for the whole run.
@MainActor @Suite struct OneShotOwnershipTests {
  @Test func signingOutReachesTheRunnersRouter() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole([])
    let options = try CommandLineOptions.parse(
      ["signout"], valueOptions: Subcommand.allValueOptions, flagOptions: Subcommand.allFlags)
    let runner = SubcommandRunner(
      console: console, screens: app.screens, configuration: AppHarness.configuration,
      output: Output(console: console, json: false), options: options, artworkServices: nil)

    #expect(await runner.run(.signout) == .success)

    #expect(runner.router.events == [.signedOut])
    #expect(console.transcript == ["You have signed out"])
    #expect(await app.accounts.currentUserID() == nil)
  }
}
