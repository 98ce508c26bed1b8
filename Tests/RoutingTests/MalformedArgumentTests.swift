import CommandLineSpec
import Composition
import TestSupport
import Testing

@testable import CommandLineTool

/// A malformed argument is a usage error whatever the command: one exit code (2), one style
/// (`musiclib: …` and where the help is), and what the argument may be.
@MainActor @Suite struct MalformedArgumentTests {
  @Test(arguments: [
    (["album", "abc"], Subcommand.album, "Invalid value for ID: abc"),
    (["item", "abc"], .item, "Invalid value for ID: abc"),
    (["play", "abc", "1"], .play, "Invalid value for ALBUM_ID: abc"),
    (["save", "abc"], .save, "Invalid value for ALBUM_ID: abc"),
    (["remove", "0"], .remove, "Invalid value for ALBUM_ID: 0"),
  ])
  func aMalformedAlbumOrItemIDIsAUsageErrorThatSaysWhatAnIDIs(
    arguments: [String], command: Subcommand, refusal: String
  ) async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole([])

    let code = try await app.runner(arguments, console).run(command)

    #expect(code == .usage)
    #expect(
      console.transcript == [
        "stderr: musiclib: \(refusal); give a positive whole number, as search lists it\n"
          + "See musiclib --help"
      ])
  }

  @Test func aMalformedDiscNamesWhatItMayBe() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole([])

    let code = try await app.runner(["play", "42", "1", "--disc", "0"], console).run(.play)

    #expect(code == .usage)
    #expect(
      console.transcript.first?.hasPrefix(
        "stderr: musiclib: Invalid value for --disc: 0; give a disc number from 1") == true)
  }

  @Test(arguments: [
    ("--limit", "0", "; give a number from 1 to 200"),
    ("--art", "pretty", "; give one of auto, kitty, iterm, sixel, blocks, ascii, none"),
    ("--lang", "de", "; give en or ru"),
    ("ALBUM_ID", "x", "; give a positive whole number, as search lists it"),
    ("COMMAND", "x", ""),
  ])
  func anOptionsValidValuesAreNamedAfterItsRefusal(option: String, value: String, suffix: String) {
    #expect(ValidValuesPhrase.suffix(for: option, localize: .init(language: .en)) == suffix)
  }

  @Test func theValidValuesCatalogIsComplete() {
    PhraseCatalog.expectComplete(ValidValuesPhrase.self)
  }

  @Test func theValidValuesAreNamedInRussianToo() {
    #expect(
      ValidValuesPhrase.suffix(for: "--limit", localize: .init(language: .ru))
        == "; нужно число от 1 до 200")
  }
}
