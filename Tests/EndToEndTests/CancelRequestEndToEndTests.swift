import Foundation
import TestSupport
import Testing

/// Ctrl-C or Esc while a search waits for a slow server, through the built binary on a
/// pseudo-terminal: the search is cancelled, the app stays on its screen, what was typed
/// meanwhile is dropped, and a Ctrl-C at the idle prompt still leaves.
@Suite(.endToEnd) struct CancelRequestEndToEndTests {
  private func run(
    cancelWith key: String, language: String = "en"
  ) async throws -> TerminalSession {
    let server = try await FakeITunesServer.shared()
    let app = MusiclibProcess(environment: [
      "MUSICLIB_API_URL": server.baseURL(fault: "delay:20").absoluteString
    ])
    defer { app.removeData() }
    try await SignUpArguments.signUpAndIn(app)
    let cancelled = language == "ru" ? "Отменено" : "Cancelled"
    let searching = language == "ru" ? "beatles»…" : "beatles”…"
    return try await app.runTerminalSession(
      ["--lang", language],
      steps: [
        .waitFor("🔎 "),
        .type("beatles\r"), .waitFor(searching),
        // Typed while the search waits: dropped, not left in the next prompt.
        .type("zzz"),
        .type(key), .waitFor(cancelled), .waitFor("🔎 "),
        .type("\u{03}"),
      ], environment: ["MUSICLIB_ART": "none"])
  }

  @Test(arguments: ["\u{03}", "\u{1B}"])
  func ctrlCOrEscCancelsTheSearchAndStays(key: String) async throws {
    let session = try await run(cancelWith: key)

    #expect(session.missing.isEmpty, "\(session.output)")
    let output = TerminalOutput.stripped(session.output)
    #expect(!output.contains("^C"), "\(output)")
    #expect(!output.contains("zzz"), "type-ahead is dropped: \(output)")
    // The second Ctrl-C, at the idle prompt, leaves as before.
    #expect(session.exitCode == 130, "\(output)")
    #expect(session.modesAfterExit == TerminalModes(echo: true, canonical: true))
  }

  @Test func cancelledIsSaidInRussian() async throws {
    let session = try await run(cancelWith: "\u{03}", language: "ru")

    #expect(session.missing.isEmpty, "\(session.output)")
    #expect(session.exitCode == 130)
  }
}
