import Foundation
import TestSupport
import Testing

/// The line app takes the full-screen app's colour roles: on a light background its hints are a
/// grey that shows, not the faint text that vanishes there.
@Suite struct ThemeEndToEndTests {
  @Test func theLightThemeDrawsHintsInGreyAndTheDarkOneFaint() throws {
    let server = try FakeITunesServer()
    defer { server.stop() }
    var app = MusiclibProcess()
    app.environment = [
      "MUSICLIB_API_URL": server.baseURL.absoluteString, "TERM": "xterm-256color",
    ]
    defer { app.removeData() }
    try SignUpArguments.signUpAndIn(app)

    let light = try app.runInTerminal(["search", "кино", "--theme", "light"])
    let dark = try app.runInTerminal(["search", "кино", "--theme", "dark"])
    let byColorFGBG = try app.runInTerminal(
      ["search", "кино"], environment: ["COLORFGBG": "0;15"])

    #expect(light.exitCode == 0, "\(light.stdout)")
    #expect(light.stdout.contains("\u{1B}[38;5;244m"), "\(light.stdout)")
    #expect(!light.stdout.contains("\u{1B}[2m"))
    #expect(dark.stdout.contains("\u{1B}[2m"), "\(dark.stdout)")
    #expect(byColorFGBG.stdout.contains("\u{1B}[38;5;244m"), "COLORFGBG 15 is a light background")
  }

  @Test func anUnknownThemeIsAUsageError() throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let run = try app.run(["search", "x", "--theme", "sepia"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("--theme"))
  }
}
