import Foundation
import TerminalKit
import Testing

@testable import FullScreen

/// The theme file: `role = colour` lines over the theme, a mistake named by its line.
@Suite struct ThemeFileTests {
  @Test func linesColourTheirRolesAtEveryDepth() {
    let file = ThemeFile(text: "# mine\naccent = #ff8000\n\n  muted = bright-blue  # hints\n")

    #expect(file.mistakes.isEmpty)
    let theme = file.applied(to: Theme.dark)
    #expect(theme.at(.trueColor).sgr(.accent).hasSuffix("38;2;255;128;0"))
    #expect(theme.at(.ansi256).sgr(.accent).hasSuffix("38;5;214"))
    #expect(theme.at(.ansi16).sgr(.muted).hasSuffix("94"))
    #expect(theme.sgr(.title) == Theme.dark.sgr(.title), "the other roles keep their look")
  }

  @Test func aMistakeChangesNothingAndNamesItsLine() {
    let file = ThemeFile(text: "accent = orange\nglow = red\njust words\nerror = red")

    #expect(
      file.mistakes == [
        .init(line: 1, problem: .unknownColor, typed: "orange"),
        .init(line: 2, problem: .unknownRole, typed: "glow"),
        .init(line: 3, problem: .noThemeEquals, typed: "just words"),
      ])
    #expect(file.applied(to: Theme.dark).sgr(.accent) == Theme.dark.sgr(.accent))
  }

  @Test func bothFilesAreReadFromTheConfigHomeAndTheirMistakesSaid() throws {
    let home = FileManager.default.temporaryDirectory.appending(path: "themefile-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    let directory = home.appending(path: "musiclib")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("x = quit\n".utf8).write(to: directory.appending(path: "keys"))
    try Data("accent = #00ff00\nborder = nope\n".utf8).write(to: directory.appending(path: "theme"))

    let files = UserFiles.read(
      language: .en, theme: .dark, environment: ["XDG_CONFIG_HOME": home.path])

    #expect(files.map.command(for: .character("x")) == .quit)
    #expect(files.theme.at(.trueColor).sgr(.accent).hasSuffix("38;2;0;255;0"))
    #expect(
      files.notice
        == "\(directory.path)/theme, line 2: “nope” is no colour: write #rrggbb or a name such as"
        + " red, bright-blue; the colour keeps its default")
  }
}
