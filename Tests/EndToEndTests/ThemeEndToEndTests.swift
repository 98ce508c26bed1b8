import Foundation
import TestSupport
import Testing

/// The line app takes the full-screen app's colour roles: on a light background its hints are a
/// grey that shows, not the faint text that vanishes there.
@Suite(.endToEnd) struct ThemeEndToEndTests {
  @Test func theLightThemeDrawsHintsInGreyAndTheDarkOneFaint() async throws {
    let server = try await FakeITunesServer.shared()
    var app = MusiclibProcess()
    app.environment = [
      "MUSICLIB_API_URL": server.baseURL.absoluteString, "TERM": "xterm-256color",
    ]
    defer { app.removeData() }
    try await SignUpArguments.signUpAndIn(app)

    let light = try await app.runInTerminal(["search", "кино", "--theme", "light"])
    let dark = try await app.runInTerminal(["search", "кино", "--theme", "dark"])
    let byColorFGBG = try await app.runInTerminal(
      ["search", "кино"], environment: ["COLORFGBG": "0;15"])

    #expect(light.exitCode == 0, "\(light.stdout)")
    #expect(light.stdout.contains("\u{1B}[38;5;244m"), "\(light.stdout)")
    #expect(!light.stdout.contains("\u{1B}[2m"))
    #expect(dark.stdout.contains("\u{1B}[2m"), "\(dark.stdout)")
    #expect(byColorFGBG.stdout.contains("\u{1B}[38;5;244m"), "COLORFGBG 15 is a light background")
  }

  @Test func anUnknownThemeIsAUsageError() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let run = try await app.run(["search", "x", "--theme", "sepia"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("--theme"))
  }
}
