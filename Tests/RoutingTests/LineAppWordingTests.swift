import Localization
import Playback
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
    let console = ScriptedConsole([
      "ivan@example.com", "Secret1", "5", "123", "кино", "7", "1989", "quit",
    ])

    _ = try await app.runApp(console)

    #expect(
      console.output.contains(
        "Search first, then choose an album by its number; to search for 123, type /123"))
    #expect(
      console.output.contains(
        "There is no album number 1989; choose from 1 to 1, or type /1989 to search for 1989"))
    // `/5` and `/7` are too short to search, so they are not offered.
    #expect(!console.output.contains("/5") && !console.output.contains("/7"))
    #expect(console.output.contains("There is no album number 7; choose from 1 to 1\n"))
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

  /// «н» reads as «нет» here, not as the key of y on the Russian layout; «д» is «да».
  @Test(arguments: [("н", 1), ("т", 1), ("д", 0), ("да", 0)])
  func aRussianAnswerToClearingIsReadAsAWordNotAsAKey(answer: String, left: Int) async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole([
      "ivan@example.com", "Secret1", "кино", "history", "clear", answer, "quit",
    ])

    _ = try await app.runApp(console)

    let user = try await app.accounts.signedInUser()
    #expect(await app.history.entries(for: user.id, limit: 10).count == left)
  }

  @Test(arguments: [["1", "--disc", "2"], ["2-1"]])
  func playNamesTheCommandForATrackOnAnotherDisc(track: [String]) async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole([])

    _ = try await app.runner(["play", "42"] + track, console).run(.play)

    #expect(
      console.output.contains(
        "The album has no track 2-1; that number is on disc 1: musiclib play 42 1 --disc 1 "
          + "plays it"))
  }

  @Test func playNamesTheCommandInRussianToo() async throws {
    let app = try await AppHarness.make()
    var configuration = AppHarness.configuration
    configuration.language = .ru
    let console = ScriptedConsole([])
    let runner = SubcommandRunner(
      console: console,
      screens: ScreenFactory(
        services: app.services, configuration: configuration,
        playback: QueuedPlayback(player: app.player)),
      configuration: configuration, output: Output(console: console, json: false),
      options: try CommandLineOptions.parse(
        ["play", "42", "2-1"], valueOptions: Subcommand.allValueOptions,
        flagOptions: Subcommand.allFlags),
      artworkServices: nil)

    _ = await runner.run(.play)

    #expect(
      console.output.contains(
        "этот номер есть на диске 1: его играет musiclib play 42 1 --disc 1"))
  }

  @Test(arguments: ["2-", "0-1", "a-1", "1-2-3", "２-1", "1.5"])
  func aMalformedTrackNumberNamesTheValidForms(track: String) async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole([])

    let code = try await app.runner(["play", "42", track], console).run(.play)

    #expect(code == .usage, "as any other malformed argument")
    #expect(
      console.transcript.contains(
        "stderr: musiclib: Invalid value for TRACK_NUMBER: \(track); give the number the album "
          + "lists: N, or D-N for track N of disc D (5, 2-1)\nSee musiclib --help"))
  }
}

/// A line that is no command of the history is answered in one line; an empty one says nothing.
@MainActor @Suite struct HistoryUnknownCommandTests {
  @Test func aWrongLineInTheHistorySaysWhatWasWrongInOneLine() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole([
      "ivan@example.com", "Secret1", "history", "xyz", "", "back", "quit",
    ])

    _ = try await app.runApp(console)

    let after = console.transcript.drop { $0 != "> xyz" }
    #expect(
      Array(after.prefix(3)) == [
        "> xyz", "Unknown command “xyz”: help lists the commands here", "> ",
      ])
  }
}
