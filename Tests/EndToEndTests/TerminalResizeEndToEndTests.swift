import Foundation
import TestSupport
import Testing

/// The terminal's size is asked again before each screen: a window narrowed from 120 to 40
/// columns between two commands gets the next screen laid out, and its pictures sized, for 40.
@Suite(.endToEnd) final class TerminalResizeEndToEndTests: EndToEndFixture {
  init() async throws {
    try await super.init(coversFromServer: true)
  }

  /// The lines of a reply as the terminal shows them, without escapes.
  func lines(_ reply: String) -> [String] {
    TerminalOutput.stripped(reply).split(whereSeparator: { $0 == "\n" || $0 == "\r" })
      .map(String.init)
  }

  @Test func errorsUsageMessagesAndTheCacheAreLaidOutIn40Columns() async throws {
    _ = try await app.run(["search", "ддт"])
    for arguments in [
      ["search", "xx"], ["serach", "abc"], ["filters", "--limit", "999"], ["cache"],
    ] {
      let result = try await app.runInTerminal(arguments, columns: 40)
      let shown = lines(result.stdout)
      #expect(shown.count > 1, "\(arguments): \(shown)")
      for line in shown { #expect(line.count <= 40, "\(arguments): \(line)") }
    }
    let error = lines(try await app.runInTerminal(["search", "xx"], columns: 40).stdout)
    #expect(error == ["✖ Please enter at least 3 characters for", "  the search"])
  }

  @Test(arguments: ["en", "ru"])
  func everyHelpFits60Columns(language: String) async throws {
    for command in [nil, "search", "album", "signup", "history", "library", "filters", "play"] {
      let arguments = ["--lang", language] + [command].compactMap { $0 } + ["--help"]
      let result = try await app.runInTerminal(arguments, columns: 60)
      let shown = lines(result.stdout)
      #expect(result.exitCode == 0)
      #expect(shown.count > 3, "\(arguments)")
      for line in shown { #expect(line.count <= 60, "\(arguments): \(line)") }
    }
    let piped = try await app.run(["--help"])
    #expect(piped.stdout.split(separator: "\n").contains { $0.count > 60 }, "a pipe gets it as is")
  }

  @Test func aScreenAfterAResizeIsLaidOutAndDrawnForTheNewWidth() async throws {
    let session = try await app.runTerminalSession(
      ["--art", "blocks"],
      steps: [
        .waitFor("🔎"),
        .type("ддт\r"), .waitFor("Мир номер ноль"),
        .resize(columns: 40, rows: 50),
        .type("ддт\r"), .waitFor("Мир номер ноль"),
        .type("2\r"), .waitFor("Диск 2"),
        .type("quit\r"),
      ], environment: ["MUSICLIB_LANG": "ru"])
    #expect(session.missing.isEmpty, "\(session.output)")
    let wide = lines(session.replies[0])
    #expect(wide.contains { TerminalOutput.hasBlocks($0) }, "thumbnails at 120 columns")
    #expect(wide.contains { $0.count > 40 }, "\(wide)")
    let narrow = lines(session.replies[1])
    #expect(!narrow.contains { TerminalOutput.hasBlocks($0) }, "no thumbnails under 60 columns")
    let album = lines(session.replies[2])
    #expect(album.contains { TerminalOutput.hasBlocks($0) }, "the cover is drawn")
    for line in narrow + album {
      #expect(line.count <= 40, "wider than the resized terminal: \(line)")
    }
    #expect(session.exitCode == 0)
  }
}
