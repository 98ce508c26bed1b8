import Foundation
import TestSupport
import Testing

/// `musiclib ui` in tmux with the person's keys file, and the keys at the narrowest window.
@Suite(.enabled(if: TmuxSession.isAvailable, "needs tmux"), .endToEnd)
struct FullScreenKeysEndToEndTests {
  let server: FakeITunesServer
  let app: MusiclibProcess

  init() async throws {
    server = try await FakeITunesServer.shared()
    var app = MusiclibProcess()
    app.environment = [
      "MUSICLIB_API_URL": server.baseURL.absoluteString, "MUSICLIB_MPV_ARGS": "--ao=null",
      "TMPDIR": NSTemporaryDirectory(),
    ]
    self.app = app
    try await SignUpArguments.signUp(app)
    try await SignUpArguments.signIn(app)
  }

  private func session(columns: Int = 80, rows: Int = 24) async throws -> TmuxSession {
    var environment = app.launchEnvironment(extra: ["MUSICLIB_LANG": "en"])
    environment["TERM"] = "tmux-256color"
    return try await TmuxSession(
      "\(MusiclibProcess.executable.path) ui", environment: environment, columns: columns,
      rows: rows)
  }

  /// The keys file in the default place (`~/.config/musiclib/keys`; HOME is the data directory).
  private func writeKeys(_ text: String) throws {
    let directory = app.dataDirectory.appending(path: ".config/musiclib")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: directory.appending(path: "keys"))
  }

  @Test func aKeyReboundInTheKeysFileDoesItsNewCommand() async throws {
    defer { app.removeData() }
    try writeKeys("# mine\nx = quit\nq = nothing\n")
    let tmux = try await session()
    let shown = try await tmux.waitFor("line 3: no command is called “nothing”")
    #expect(shown.found, "\(shown.screen)")
    try await tmux.send("x")
    #expect(try await tmux.waitForExit() == 0)
  }

  /// At 40×12 Esc shows the side list in the pane's place; a `/` typed at once after it (both
  /// bytes in one write) still opens the search line.
  @Test func aQuickEscapeThenSlashAtFortyByTwelveKeepsBoth() async throws {
    defer { app.removeData() }
    let tmux = try await session(columns: 40, rows: 12)
    #expect(try await tmux.waitFor("Album search").found)
    try await tmux.send("Escape", "/")
    let shown = try await tmux.waitFor("Search albums:")
    #expect(shown.found, "\(shown.screen)")
    #expect(shown.screen.contains(" Library"), "Esc moved to the side list: \(shown.screen)")
    try await tmux.send("кино", literal: true)
    try await tmux.send("Enter")
    let results = try await tmux.waitFor("Группа крови · Кино")
    #expect(results.found, "\(results.screen)")
  }

  @Test func doctorSaysTheKeysFileWasRead() async throws {
    defer { app.removeData() }
    try writeKeys("x = quit\n")
    let run = try await app.run(["doctor", "--offline"])
    #expect(run.stdout.contains("/.config/musiclib/keys (read)"), "\(run.stdout)")
  }
}
