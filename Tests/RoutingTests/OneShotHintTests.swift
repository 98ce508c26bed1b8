import Foundation
import TestSupport
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import LineApp

/// One-shot commands print what was asked for, without the interactive screens' hints.
@MainActor @Suite struct OneShotHintTests {
  @Test func profileAndSignInEndWithTheFieldsNotTheScreensCommands() async throws {
    let app = try await AppHarness.make()
    let profile = ScriptedConsole([])
    #expect(try await app.runner(["profile"], profile).run(.profile) == .success)
    await app.accounts.end()
    let signIn = ScriptedConsole(["Secret1"])
    #expect(
      try await app.runner(["signin", "--email", "ivan@example.com"], signIn).run(.signin)
        == .success)

    for console in [profile, signIn] {
      #expect(console.output.contains("ivan@example.com"))
      #expect(!console.output.contains("Commands:"))
      #expect(!console.output.contains("back"))
    }
  }

  @Test func suggestListsTheQueriesWithoutTheirInteractiveNumbers() async throws {
    let app = try await AppHarness.make()
    let user = try #require(await app.accounts.currentUserID())
    await app.history.record("кино", kind: .album, for: user, at: Date(timeIntervalSince1970: 1))
    let console = ScriptedConsole([])

    #expect(try await app.runner(["suggest", "ки"], console).run(.suggest) == .success)

    #expect(console.output.contains("  кино"))
    #expect(!console.output.contains("!1"))
  }
}

/// The help screens of the interactive app, in the language chosen.
@MainActor @Suite struct HelpScreenTests {
  @Test func helpOnTheSearchListsItsCommandsOneLineEach() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole(["ivan@example.com", "Secret1", "help", "quit"])

    _ = try await app.runApp(console)

    let help = try #require(console.transcript.first { $0.hasPrefix("Commands on this screen:") })
    let lines = help.split(separator: "\n").dropFirst()
    #expect(lines.count == 17)
    #expect(lines.contains { $0.contains("/TEXT") && $0.contains("/1989") })
    #expect(lines.allSatisfy { $0.hasPrefix("  ") })
  }
}
