import Foundation
import TestSupport
import Testing

/// What reaches `musiclib ui` from outside its panes (the catalog's rate limit, the request
/// budget's wait) is drawn by the app itself on its status line, and the frame stays whole.
@Suite(.enabled(if: TmuxSession.isAvailable, "needs tmux"), .endToEnd)
final class FullScreenNoticesEndToEndTests: EndToEndFixture {

  private func session(_ extra: [String: String] = [:]) async throws -> TmuxSession {
    var environment = app.launchEnvironment(extra: extra)
    environment["TERM"] = "tmux-256color"
    return try await TmuxSession(
      "\(MusiclibProcess.executable.path) ui", environment: environment, columns: 100, rows: 24)
  }

  /// Searches albums for `term` from the search pane.
  private func search(_ term: String, in tmux: TmuxSession) async throws {
    try await tmux.send("/")
    try await tmux.send(term, literal: true)
    try await tmux.send("Enter")
  }

  /// Whether every row above the bar and a status line of up to three rows still has the side
  /// list's rule at its place, and nothing was written over the frame from outside.
  private static func frameIsIntact(_ screen: String) -> Bool {
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    guard rows.count >= 24 else { return false }
    return rows.prefix(20).allSatisfy { $0.count > 14 && $0[14] == "│" }
      && !screen.contains("musiclib:")
  }

  /// The screen's last row, the status line.
  private static func statusLine(_ screen: String) -> String {
    String(screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(24).last ?? "")
  }

  @Test func aRateLimitIsTheStatusLinesNoticeAndTheFrameStays() async throws {
    let tmux = try await session([
      "MUSICLIB_API_URL": server.baseURL(fault: "status:429").absoluteString
    ])
    #expect(try await tmux.waitFor("/ search").found)
    try await search("kino", in: tmux)
    let refused = try await tmux.waitFor("no requests are sent for")
    #expect(refused.found, "\(refused.screen)")
    #expect(
      Self.statusLine(refused.screen).contains("The music catalog refused a request"),
      "\(refused.screen)")
    #expect(Self.frameIsIntact(refused.screen), "\(refused.screen)")
    // The next request waits for the pause on the status line; Esc cancels it.
    try await search("beatles", in: tmux)
    // Not "Esc cancels" alone: the spinner of a request in flight says it too, before the wait.
    let waiting = try await tmux.waitFor("asked to slow down")
    #expect(
      Self.statusLine(waiting.screen).contains("The music catalog asked to slow down"),
      "\(waiting.screen)")
    #expect(Self.statusLine(waiting.screen).contains("Esc cancels"), "\(waiting.screen)")
    #expect(Self.frameIsIntact(waiting.screen), "\(waiting.screen)")
    try await tmux.send("Escape")
    let cancelled = try await tmux.waitFor("Cancelled")
    #expect(Self.statusLine(cancelled.screen).contains("Cancelled"), "\(cancelled.screen)")
    #expect(Self.frameIsIntact(cancelled.screen), "\(cancelled.screen)")
    #expect(!cancelled.screen.contains("slow down"), "\(cancelled.screen)")
    try await tmux.send("q")
    #expect(try await tmux.waitForExit() == 0)
  }

  @Test func anAnswerCacheThatCannotBeUsedIsTheStatusLinesNoticeAndTheFrameStays() async throws {
    let notADirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("musiclib-cache-file-\(UUID())")
    try Data("not a directory".utf8).write(to: notADirectory)
    defer { try? FileManager.default.removeItem(at: notADirectory) }
    let tmux = try await session(["MUSICLIB_CACHE_DIR": notADirectory.path])
    #expect(try await tmux.waitFor("/ search").found)
    try await search("kino", in: tmux)
    let told = try await tmux.waitFor("stored answers are not used in this run")
    #expect(told.found, "\(told.screen)")
    let statusRows = told.screen.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix(24).suffix(3).joined(separator: " ")
    #expect(statusRows.contains("stored answers are not used"), "\(told.screen)")
    #expect(Self.frameIsIntact(told.screen), "\(told.screen)")
    try await tmux.send("q")
    #expect(try await tmux.waitForExit() == 0)
  }

  @Test func aWaitForTheBudgetCountsDownOnTheStatusLineAndEscCancelsIt() async throws {
    let tmux = try await session(["MUSICLIB_RATE": "1/600"])
    #expect(try await tmux.waitFor("/ search").found)
    try await search("кино", in: tmux)
    #expect(try await tmux.waitFor("Found").found, "the budget's one request")
    try await search("beatles", in: tmux)
    let waiting = try await tmux.waitFor("Request limit reached")
    let status = Self.statusLine(waiting.screen)
    #expect(status.contains("Request limit reached (1 in 600 s): next request in "), "\(status)")
    #expect(status.contains("Esc cancels"), "\(status)")
    #expect(Self.frameIsIntact(waiting.screen), "\(waiting.screen)")
    try await tmux.send("Escape")
    let cancelled = try await tmux.waitFor("Cancelled")
    #expect(Self.statusLine(cancelled.screen).contains("Cancelled"), "\(cancelled.screen)")
    #expect(!cancelled.screen.contains("Request limit"), "\(cancelled.screen)")
    #expect(Self.frameIsIntact(cancelled.screen), "\(cancelled.screen)")
    try await tmux.send("q")
    #expect(try await tmux.waitForExit() == 0)
  }

  @Test func aSignOutElsewhereBringsTheSignInFormBackInTheAppsOwnWords() async throws {
    let tmux = try await session()
    #expect(try await tmux.waitFor("Signed in as").found)
    let signout = try await app.run(["signout"])
    #expect(signout.exitCode == 0, "\(signout.stderr)")
    try await search("kino", in: tmux)
    let form = try await tmux.waitFor("You were signed out in another window")
    #expect(form.found, "\(form.screen)")
    #expect(form.screen.contains("E-mail"), "\(form.screen)")
    #expect(!form.screen.contains("musiclib signin"), "\(form.screen)")
    #expect(!form.screen.contains("Signed in as"), "\(form.screen)")
    try await tmux.send("Escape")
    #expect(try await tmux.waitForExit() == 0)
  }

  @Test func aRefreshFollowsASignOutElsewhere() async throws {
    let tmux = try await session(["MUSICLIB_LANG": "ru"])
    #expect(try await tmux.waitFor("/ поиск").found)
    #expect(try await app.run(["signout"]).exitCode == 0)
    try await tmux.send("C-l")
    let form = try await tmux.waitFor("Вы вышли из аккаунта в другом окне")
    #expect(form.found, "\(form.screen)")
    #expect(!form.screen.contains("musiclib signin"), "\(form.screen)")
    try await tmux.send("Escape")
    #expect(try await tmux.waitForExit() == 0)
  }

  @Test func aDataDirectoryOpenToOthersIsWarnedAboutInsideTheApp() async throws {
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: app.dataDirectory.path)
    let tmux = try await session()
    let shown = try await tmux.waitFor("was open to other users")
    let status = shown.screen.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix(24).suffix(3).joined(separator: " ")
    #expect(status.contains("(mode 0755); its mode is now 0700"), "\(shown.screen)")
    #expect(Self.frameIsIntact(shown.screen), "\(shown.screen)")
    try await tmux.send("q")
    #expect(try await tmux.waitForExit() == 0)
    let after = try await tmux.screen()
    #expect(!after.contains("was open to other users"), "not left behind the app: \(after)")
  }
}
