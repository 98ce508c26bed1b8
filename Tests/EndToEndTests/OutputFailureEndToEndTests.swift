import Foundation
import TestSupport
import Testing

/// Output that cannot be written: a full disk stops the run with exit 74 and a message on
/// standard error; a reader that went away (`| head -1`) ends it quietly with exit 141.
@Suite(.endToEnd) final class OutputFailureEndToEndTests: EndToEndFixture {
  init() async throws {
    try await super.init()
    let search = try await app.run(["search", "кино"])
    guard search.exitCode == 0 else { throw SetUpFailure(step: "the first search", run: search) }
  }

  @Test(arguments: [
    ["--help"], ["history"], ["search", "кино"], ["album", "1590000001", "--json"],
  ])
  func aFullDiskStopsTheRunWithAMessage(arguments: [String]) async throws {
    let result = try await app.run(arguments, stdout: .file("/dev/full"))

    #expect(result.exitCode == 74, "\(result.stderr)")
    #expect(
      result.stderr == "musiclib: Could not write the output: No space left on device\n",
      "\(arguments)")
  }

  @Test func theMessageIsInTheChosenLanguage() async throws {
    let result = try await app.run(["--lang", "ru", "history"], stdout: .file("/dev/full"))

    #expect(result.exitCode == 74)
    #expect(result.stderr.hasPrefix("musiclib: Не удалось записать вывод: "), "\(result.stderr)")
  }

  @Test func whenStandardErrorFailsTooOnlyTheExitCodeTells() async throws {
    let output = try await app.run(
      ["--help"], stdout: .file("/dev/full"), stderr: .file("/dev/full"))
    let error = try await app.run(["album", "x"], stdout: .pipe, stderr: .file("/dev/full"))

    #expect(output.exitCode == 74)
    #expect(error.exitCode == 74, "the failure message itself could not be written")
    #expect(error.stdout.isEmpty)
  }

  @Test(arguments: [["--help"], ["history"], ["search", "кино"], ["suggest", "ки", "--json"]])
  func aReaderThatWentAwayEndsTheRunQuietly(arguments: [String]) async throws {
    let result = try await app.run(arguments, stdout: .readerGone)

    #expect(result.exitCode == 141, "exits by itself, not killed by SIGPIPE (\(result.exitCode))")
    #expect(result.stderr.isEmpty)
  }

  @Test func aClosedPipeForErrorsEndsQuietlyToo() async throws {
    let result = try await app.run(["album", "x"], stdout: .pipe, stderr: .readerGone)

    #expect(result.exitCode == 141)
    #expect(result.stdout.isEmpty)
  }
}
