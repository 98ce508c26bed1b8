import Foundation
import TestSupport
import Testing

/// Suggestions while typing, through the built binary on a pseudo-terminal: they appear under the
/// line after each key, Down + Enter runs one, Ctrl-C leaves with the terminal as it was.
@Suite(.endToEnd) final class TypeaheadEndToEndTests: EndToEndFixture {
  init() async throws {
    try await super.init()
    let searches = try await app.run([], input: "\nthe beatles\nкино\nquit\n")
    guard searches.exitCode == 0 else {
      throw SetUpFailure(step: "the searches the suggestions come from", run: searches)
    }
  }

  @Test func suggestionsFollowTheTypingAndDownEnterRunsOne() async throws {
    let session = try await app.runTerminalSession(
      [],
      steps: [
        .waitFor("Recent searches"),
        .type("b"), .waitFor("Suggestions for “b”"),
        // Each drawing is waited for to its last row: a pty may hand the title over before
        // the rows under it, and a key typed in between would split the drawing.
        .type("e"), .waitFor("Suggestions for “be”"), .waitFor("    the beatles"),
        .type("\u{1B}[B"), .waitFor("›"),
        .type("\r"), .waitFor("Found 3 albums for “the beatles”"),
        // The prompt is back (its suggestions drawn): a key typed before it is type-ahead of
        // the search, which the line app drops.
        .waitFor("Recent searches"),
        .type("к"), .waitFor("Suggestions for “к”"),
        .type("и"), .waitFor("Suggestions for “ки”"), .waitFor("    кино"),
        .type("\u{03}"),
      ], environment: ["MUSICLIB_ART": "none"])
    #expect(session.missing.isEmpty, "\(session.output)")
    // One reply per typed key: b, e, Down, Enter, к, и, Ctrl-C.
    let replies = session.replies.map(TerminalOutput.stripped)
    let typedBE = replies[1]
    #expect(typedBE.contains("    the beatles"), "suggested before Enter: \(typedBE)")
    #expect(!typedBE.contains("кино"))
    #expect(replies[2].contains("› the beatles"), "Down highlights it")
    #expect(replies[3].contains("🔎 the beatles\n"), "Enter puts it on the line")
    #expect(replies[3].contains("Found 3 albums for “the beatles”"))
    #expect(replies[5].contains("    кино"), "Cyrillic typing finds Cyrillic history")
    #expect(session.modesWhileWaiting[2] == TerminalModes(echo: false, canonical: false))
    // "ESC [ J" at the start of the input line erases the suggestions under it; the line stays.
    // The escape itself, not a U+FFFD the output's safety net would put in its place.
    #expect(
      session.replies.last?.hasSuffix("\r\u{1B}[J🔎 ки\n") == true,
      "Ctrl-C erases the suggestions: \(session.replies.last.debugDescription)")
    #expect(session.exitCode == 130)
    #expect(session.modesAfterExit == TerminalModes(echo: true, canonical: true))
  }
}
