import Localization
import TestSupport
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import LineApp

/// The features say neutral statements; the line app and the command line add their own typed
/// commands to them, so a person reads what to type.
@MainActor @Suite struct LineAppWordingTests {
  @Test func aNumberThatOpensNoAlbumSaysHowToSearchForIt() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole(["ivan@example.com", "Secret1", "5", "кино", "7", "quit"])

    _ = try await app.runApp(console)

    #expect(
      console.output.contains(
        "Search first, then choose an album by its number; to search for 5, type /5"))
    #expect(
      console.output.contains(
        "There is no album number 7; choose from 1 to 1, or type /7 to search for 7"))
  }

  @Test func anEmptyLibrarySaysHowToSaveAnAlbumInTheAppAndInOneShotOutput() async throws {
    let app = try await AppHarness.make()
    let screen = ScriptedConsole(["ivan@example.com", "Secret1", "library", "quit"])
    _ = try await app.runApp(screen)
    let oneShot = ScriptedConsole([])
    #expect(try await app.runner(["library"], oneShot).run(.library) == .success)

    for console in [screen, oneShot] {
      #expect(
        console.output.contains(
          "Your library is empty: open an album and type save to keep it here"))
    }
  }

  @Test func aLineWithoutAFilterGetsAnExample() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole(["ivan@example.com", "Secret1", "filters", "zzz", "quit"])

    _ = try await app.runApp(console)

    #expect(console.output.contains("Give a filter and its value, e.g. media movie"))
  }

  @Test func clearingTheHistoryAsksYesOrNo() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole(["ivan@example.com", "Secret1", "history", "clear", "no", "quit"])

    _ = try await app.runApp(console)

    #expect(console.prompts.contains("Remove every entry of the search history? (yes/no) "))
  }

  @Test func playNamesTheDiscOptionForATrackOnAnotherDisc() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole([])

    _ = try await app.runner(["play", "42", "1", "--disc", "2"], console).run(.play)

    #expect(
      console.output.contains(
        "The album has no track 2-1; that number is on disc 1: add --disc 1"))
  }
}
