import Foundation
import Glibc
import TestSupport
import Testing

/// `musiclib ui` in a real terminal emulator (tmux): the seed flow from a new user's first key
/// to quitting, and the terminal given back on every way out.
@Suite(.enabled(if: TmuxSession.isAvailable, "needs tmux"), .endToEnd)
struct FullScreenEndToEndTests {
  let server: FakeITunesServer
  let app: MusiclibProcess

  init() async throws {
    server = try await FakeITunesServer.shared(arguments: ["--previews", "2"])
    var app = MusiclibProcess()
    app.environment = [
      "MUSICLIB_API_URL": server.baseURL.absoluteString, "MUSICLIB_MPV_ARGS": "--ao=null",
      "TMPDIR": NSTemporaryDirectory(),
    ]
    self.app = app
    try await SignUpArguments.signUp(app)
  }

  /// The app in tmux; with `reportingRawMode`, with no core dump, and the shell prints
  /// `still-raw` after it when the terminal was left without line editing, echo or signal keys.
  private func session(
    _ arguments: String = "ui", language: String = "en", columns: Int = 80, rows: Int = 24,
    style: String? = nil, reportingRawMode: Bool = false
  ) async throws -> TmuxSession {
    var environment = app.launchEnvironment(extra: ["MUSICLIB_LANG": language])
    environment["TERM"] = "tmux-256color"
    var command = "\(MusiclibProcess.executable.path) \(arguments)"
    if reportingRawMode {
      command =
        "ulimit -c 0; \(command); status=$?; "
        + "stty -a | grep -qwE -- '-icanon|-echo|-isig' && echo still-raw; (exit $status)"
    }
    return try await TmuxSession(
      command, environment: environment, columns: columns, rows: rows, style: style)
  }

  @Test func signInSearchOpenPlayGoBackSeeTheQueueAndQuit() async throws {
    defer { app.removeData() }
    let tmux = try await session()
    #expect(try await tmux.waitFor("E-mail").found)
    await #expect(try tmux.modes() == "1 0 1 0")
    try await tmux.send("anna@example.com", literal: true)
    try await tmux.send("Tab")
    try await tmux.send(SignUpArguments.password, literal: true)
    try await tmux.send("Enter")
    #expect(try await tmux.waitFor("/ search").found)
    try await tmux.send("/")
    try await tmux.send("кино", literal: true)
    try await tmux.send("Enter")
    let results = try await tmux.waitFor("Звезда по имени Солнце · Кино")
    #expect(results.found, "\(results.screen)")
    try await tmux.send("Enter")
    let album = try await tmux.waitFor("Закрой за мной дверь")
    #expect(album.found, "\(album.screen)")
    try await tmux.send("Enter")
    let playing = try await tmux.waitFor("▶ 0:")
    #expect(playing.found, "\(playing.screen)")
    // Back to the results: the preview keeps playing.
    try await tmux.send("Escape")
    #expect(try await tmux.waitFor("Звезда по имени Солнце ·").found)
    try await tmux.send("Tab")
    try await tmux.send(":")
    try await tmux.send("queue", literal: true)
    try await tmux.send("Enter")
    let queue = try await tmux.waitFor("▶ ")
    #expect(queue.found, "\(queue.screen)")
    try await tmux.send("q")
    #expect(try await tmux.waitForExit() == 0)
    await #expect(try tmux.modes() == "0 1 0 0")
  }

  @Test(arguments: ["C-c", "q"])
  func everyWayOutGivesTheTerminalBack(_ key: String) async throws {
    defer { app.removeData() }
    try await SignUpArguments.signIn(app)
    let tmux = try await session(language: "ru", columns: 40, rows: 12)
    #expect(try await tmux.waitFor("Поиск").found)
    await #expect(try tmux.modes() == "1 0 1 0")
    try await tmux.send(key)
    #expect(try await tmux.waitForExit() == (key == "C-c" ? 130 : 0), "the exit of \(key)")
    let after = try await tmux.modes()
    #expect(after == "0 1 0 0", "\(after) after \(key)")
  }

  /// Every signal whose default action ends the process gives the terminal back (raw mode
  /// off, the main screen, the cursor shown, mouse reports off); SIGTERM and SIGHUP exit with
  /// 128 + the signal, the others end by the signal itself, which the shell reports the same.
  @Test(arguments: [
    SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
  ])
  func everySignalThatEndsTheAppGivesTheTerminalBack(_ signal: Int32) async throws {
    defer { app.removeData() }
    try await SignUpArguments.signIn(app)
    let tmux = try await session(reportingRawMode: true)
    #expect(try await tmux.waitFor("/ search").found)
    let pid = try await #require(try tmux.programID())
    Glibc.kill(pid, signal)
    #expect(try await tmux.waitForExit() == 128 + Int(signal), "signal \(signal)")
    let after = try await tmux.modes()
    #expect(after == "0 1 0 0", "\(after) after signal \(signal)")
    let shown = try await tmux.screen()
    #expect(!shown.contains("still-raw"), "raw mode left on after signal \(signal)")
  }

  /// Ctrl-Z gives the terminal back and stops; SIGCONT (what `fg` sends) takes it again and
  /// draws the whole screen.
  @Test func ctrlZGivesTheTerminalBackAndContinuingRedraws() async throws {
    defer { app.removeData() }
    try await SignUpArguments.signIn(app)
    let tmux = try await session(columns: 60, rows: 16)
    #expect(try await tmux.waitFor("/ search").found)
    let pid = try await #require(try tmux.programID())
    try await tmux.send("C-z")
    #expect(await eventually(within: 5) { Self.state(of: pid) == "T" }, "stopped after Ctrl-Z")
    // tmux reads what the program wrote before stopping in its own time.
    let stopped = try await Self.modes(of: tmux, becoming: "0 1 0 0")
    let shown = try await tmux.screen()
    #expect(stopped == "0 1 0 0", "given back when stopped: \(stopped), \(shown)")
    Glibc.kill(pid, SIGCONT)
    await #expect(try Self.modes(of: tmux, becoming: "1 0 1 0") == "1 0 1 0", "taken after SIGCONT")
    let redrawn = try await tmux.waitFor("/ search")
    #expect(redrawn.found, "\(redrawn.screen)")
    try await tmux.send("q")
    #expect(try await tmux.waitForExit() == 0)
    await #expect(try tmux.modes() == "0 1 0 0")
  }

  /// The window's modes once they are `wanted`, or as they are after 5 seconds.
  private static func modes(of tmux: TmuxSession, becoming wanted: String) async throws -> String {
    _ = try await eventually(within: 5, pollingEvery: .milliseconds(50)) {
      try await tmux.modes() == wanted
    }
    return try await tmux.modes()
  }

  /// The state letter of process `pid` (R, S, T …) from /proc.
  private static func state(of pid: Int32) -> String {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return "" }
    return String(stat[close...].dropFirst(2).prefix(1))
  }

  @Test func aResizeRedrawsAtTheNewWidth() async throws {
    defer { app.removeData() }
    try await SignUpArguments.signIn(app)
    let tmux = try await session(columns: 100, rows: 30)
    #expect(try await tmux.waitFor("│").found, "side by side at 100 columns")
    try await tmux.resize(columns: 50, rows: 14)
    var screen = ""
    let onePane = try await eventually(pollingEvery: .milliseconds(50)) {
      screen = try await tmux.screen()
      return !screen.contains("│")
    }
    #expect(onePane, "one pane at a time below 80 columns: \(screen)")
    try await tmux.send("q")
    #expect(try await tmux.waitForExit() == 0)
  }

  @Test func uiTakesTheSearchesLimitAndRefusesOneOutOfRange() async throws {
    defer { app.removeData() }
    let help = try await app.run(["ui", "--limit", "200", "--help"])
    #expect(help.exitCode == 0)
    #expect(help.stdout.contains("musiclib ui [--limit N]"))
    let refused = try await app.run(["ui", "--limit", "500"])
    #expect(refused.exitCode == 2)
    #expect(refused.stderr.contains("--limit"))
  }

  @Test func uiInAPipeIsAUsageErrorNamingTheLineApp() async throws {
    defer { app.removeData() }
    let run = try await app.run(["ui"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("needs a terminal"))
  }
}
