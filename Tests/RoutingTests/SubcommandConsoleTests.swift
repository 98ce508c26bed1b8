import Foundation
import TestSupport
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import LineApp

/// One-shot subcommands read and write only through the console.
@MainActor @Suite struct SubcommandConsoleTests {

  @Test func playReadsItsPipedCommandsFromTheConsoleWithoutEchoingThem() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole(["pause", "quit"])

    #expect(try await app.runner(["play", "42", "1"], console).run(.play) == .success)

    #expect(
      console.transcript == [
        "Кино — Группа крови\nГруппа крови · Track 1 of 2", "… Loading the preview  1/2",
        "▶ Playing  0:01 / 0:30  1/2", "⏸ Paused  0:01 / 0:30  1/2",
      ])
    #expect(await app.player.calls.prefix(2) == [.load("https://example.com/1.m4a"), .pause])
  }

  @Test func signInReadsAPipedPasswordFromTheConsole() async throws {
    let app = try await AppHarness.make()
    await app.accounts.end()
    let console = ScriptedConsole(["Secret1"])

    let code = try await app.runner(["signin", "--email", "ivan@example.com"], console).run(
      .signin)

    #expect(code == .success)
    #expect(await app.accounts.currentUserID() != nil)
    #expect(console.transcript.first?.hasPrefix("Welcome, Ivan Petrov") == true)
  }

  @Test func historyListsAsManyEntriesAsTheFactoryWasGiven() async throws {
    let app = try await AppHarness.make(historyLimit: 1)
    let user = try #require(await app.accounts.currentUserID())
    await app.history.record("кино", kind: .album, for: user, at: Date(timeIntervalSince1970: 1))
    await app.history.record(
      "аквариум", kind: .album, for: user, at: Date(timeIntervalSince1970: 2))
    let console = ScriptedConsole([])

    #expect(try await app.runner(["history"], console).run(.history) == .success)

    #expect(console.output.contains("аквариум"))
    #expect(!console.output.contains("кино"))
  }
}
