import Foundation
import TestSupport
import Testing

/// The line app's prompts as a person types at them in a real terminal emulator (tmux): a line
/// longer than the terminal is drawn again in place, every prompt edits with the arrows and
/// recalls with ↑, Ctrl-L redraws, and a password takes no escape sequence as text.
@Suite(.enabled(if: TmuxSession.isAvailable, "needs tmux"), .endToEnd)
struct LineEditingEndToEndTests {
  let server: FakeITunesServer
  let app: MusiclibProcess

  init() async throws {
    server = try await FakeITunesServer.shared()
    var app = MusiclibProcess()
    app.environment = ["MUSICLIB_API_URL": server.baseURL.absoluteString, "MUSICLIB_ART": "none"]
    self.app = app
    try await SignUpArguments.signUp(app)
  }

  private func session(language: String = "en", columns: Int, rows: Int = 12) async throws
    -> TmuxSession
  {
    var environment = app.launchEnvironment(extra: ["MUSICLIB_LANG": language])
    environment["TERM"] = "tmux-256color"
    return try await TmuxSession(
      MusiclibProcess.executable.path, environment: environment, columns: columns, rows: rows)
  }

  private func signedIn(columns: Int, rows: Int = 12) async throws -> TmuxSession {
    try await SignUpArguments.signIn(app)
    let tmux = try await session(columns: columns, rows: rows)
    #expect(try await tmux.waitFor("🔎").found)
    return tmux
  }

  /// Signed in, with the library's filter prompt shown (tmux trims its trailing space to `>`).
  private func atTheLibraryPrompt() async throws -> TmuxSession {
    let tmux = try await signedIn(columns: 60, rows: 20)
    try await tmux.send("library", "Enter")
    let prompt = try await tmux.waitFor("\n>")
    #expect(prompt.found, "\(prompt.screen)")
    return tmux
  }

  /// The screen's lines that hold `text`.
  private func count(_ text: String, in screen: String) -> Int {
    screen.split(separator: "\n").filter { $0.contains(text) }.count
  }

  @Test(arguments: [30, 40, 60])
  func aQueryLongerThanTheLineIsDrawnInPlaceAndBackspaceCleansIt(columns: Int) async throws {
    defer { app.removeData() }
    let tmux = try await signedIn(columns: columns)
    let prompts = await count("🔎", in: try tmux.screen())
    let query = String(repeating: "QZ", count: 40) + "END"
    try await tmux.send(query, literal: true)
    var screen = try await tmux.waitFor("END").screen
    #expect(count("🔎", in: screen) == prompts, "one prompt line, wrapped: \(screen)")
    for _ in 0..<(query.count - 3) { try await tmux.send("BSpace") }
    // Each backspace redraws: wait for the last one's line, not the first with one "QZ".
    _ = try await eventually(within: 5, pollingEvery: .milliseconds(50)) {
      screen = try await tmux.screen()
      return count("QZ", in: screen) == 1
        && (screen.contains("🔎 QZQ\n") || screen.hasSuffix("🔎 QZQ"))
    }
    #expect(count("🔎", in: screen) == prompts, "\(screen)")
    #expect(count("QZ", in: screen) == 1, "the wrapped rows are cleaned: \(screen)")
    #expect(screen.contains("🔎 QZQ\n") || screen.hasSuffix("🔎 QZQ"), "\(screen)")
    try await tmux.send("C-c")
    #expect(try await tmux.waitForExit() == 130)
  }

  @Test func aWrappedLineStaysInPlaceAfterAResize() async throws {
    defer { app.removeData() }
    let tmux = try await signedIn(columns: 60)
    let prompts = await count("🔎", in: try tmux.screen())
    // The whole line is drawn before the window changes under it.
    try await tmux.send(String(repeating: "QZ", count: 25) + "#", literal: true)
    try await tmux.waitFor("QZ#")
    try await tmux.resize(columns: 30, rows: 12)
    _ = try await eventually(within: 5, pollingEvery: .milliseconds(50)) {
      try await tmux.display("#{pane_width}") == "30"
    }
    try await tmux.send("END", literal: true)
    var screen = try await tmux.waitFor("END").screen
    #expect(count("🔎", in: screen) == prompts, "\(screen)")
    try await tmux.send("BSpace", "BSpace", "BSpace", "XY")
    screen = try await tmux.waitFor("#XY").screen
    #expect(count("🔎", in: screen) == prompts, "\(screen)")
    try await tmux.send("C-c")
    #expect(try await tmux.waitForExit() == 130)
  }

  @Test func theLibraryPromptEditsWithTheArrowsAndRecallsWithUp() async throws {
    defer { app.removeData() }
    let tmux = try await atTheLibraryPrompt()
    try await tmux.send("zz", literal: true)
    try await tmux.send("Left", "X", "Enter")
    // The edited line, then the filter's answer for it (the library is empty).
    let answered = try await tmux.waitFor("> zXz\nYour library is empty")
    #expect(answered.found, "\(answered.screen)")
    var screen = answered.screen
    #expect(!screen.contains("[D"), "\(screen)")
    try await tmux.send("Up")
    // The line typed is on the screen already: wait for the second, the recalled one.
    _ = try await eventually(within: 5, pollingEvery: .milliseconds(50)) {
      screen = try await tmux.screen()
      return count("> zXz", in: screen) >= 2
    }
    #expect(count("> zXz", in: screen) == 2, "recalled on the prompt: \(screen)")
    try await tmux.send("C-u", "C-c")
    #expect(try await tmux.waitForExit() == 130)
  }

  @Test func ctrlLClearsTheScreenAndDrawsTheLineAgain() async throws {
    defer { app.removeData() }
    let tmux = try await atTheLibraryPrompt()
    try await tmux.send("abc", literal: true)
    try await tmux.send("C-l")
    var screen = ""
    _ = try await eventually(within: 2, pollingEvery: .milliseconds(50)) {
      screen = try await tmux.screen()
      return screen.hasPrefix("> abc")
    }
    #expect(screen.hasPrefix("> abc"), "\(screen)")
    #expect(!screen.contains("^L"))
    try await tmux.send("C-c")
    #expect(try await tmux.waitForExit() == 130)
  }

  @Test func afterCtrlZAndFgThePromptAndTheLineAreDrawnAgain() async throws {
    defer { app.removeData() }
    try await SignUpArguments.signIn(app)
    var environment = app.launchEnvironment(extra: ["MUSICLIB_LANG": "en"])
    environment["TERM"] = "tmux-256color"
    environment["PS1"] = "shell$ "
    // A shell with job control, where a person types the command, Ctrl-Z and `fg`.
    let tmux = try await TmuxSession(
      "bash --norc --noprofile -i", environment: environment, columns: 60, rows: 12)
    try await tmux.waitFor("shell$")
    try await tmux.send(MusiclibProcess.executable.path, literal: true)
    try await tmux.send("Enter")
    #expect(try await tmux.waitFor("🔎").found)
    try await tmux.send("kin", literal: true)
    try await tmux.waitFor("🔎 kin")
    try await tmux.send("C-z")
    #expect(try await tmux.waitFor("Stopped").found)
    try await tmux.send("fg", "Enter")
    var screen = ""
    let redrawn = try await eventually(within: 5, pollingEvery: .milliseconds(50)) {
      screen = try await tmux.screen()
      return lastLine(of: screen) == "🔎 kin"
    }
    #expect(redrawn, "the prompt and the line under the shell's fg: \(screen)")
    try await tmux.send("o", literal: true)
    _ = try await eventually(within: 5, pollingEvery: .milliseconds(50)) {
      screen = try await tmux.screen()
      return lastLine(of: screen) == "🔎 kino"
    }
    #expect(lastLine(of: screen) == "🔎 kino", "typing goes on where the line ends: \(screen)")
    #expect(count("🔎 kin", in: screen) == 2, "the line before the stop, then the one after")
    try await tmux.send("C-c")
  }

  /// The screen's last line that is not empty.
  private func lastLine(of screen: String) -> String {
    String(screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) } ?? "")
  }

  @Test func aPasswordTakesNoEscapeSequenceAsText() async throws {
    defer { app.removeData() }
    let tmux = try await session(columns: 60)
    try await tmux.waitFor("E-mail")
    try await tmux.send("anna@example.com", literal: true)
    try await tmux.send("Enter")
    try await tmux.waitFor("Password")
    let password = SignUpArguments.password
    try await tmux.send(String(password.prefix(3)), literal: true)
    try await tmux.send("Left", "Up")
    try await tmux.send(String(password.dropFirst(3)), literal: true)
    try await tmux.send("Enter")
    #expect(try await tmux.waitFor("🔎").found, "signed in")
    try await tmux.send("C-c")
    #expect(try await tmux.waitForExit() == 130)
  }
}
