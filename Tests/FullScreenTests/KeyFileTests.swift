import AppCommands
import Localization
import TerminalKit
import Testing

@testable import FullScreen

/// The keys file: `key = command` lines over the standard key map, a mistake named by its line.
@Suite struct KeyFileTests {
  @Test func linesBindKeysToCommandsOverTheStandardMap() {
    let file = KeyFile(
      text: """
        # my keys
        x = next

          Space = pause   # only pauses
        = = help
        PgDn = bottom
        ш = quit
        """)

    #expect(file.mistakes.isEmpty)
    let map = KeyMap(file: file)
    #expect(map.command(for: .character("x")) == .next)
    #expect(map.command(for: .character(" ")) == .pause)
    #expect(map.command(for: .character("=")) == .help)
    #expect(map.command(for: .pageDown) == .bottom)
    #expect(map.command(for: .character("i")) == .quit, "ш is the key of i")
    #expect(map.command(for: .character("n")) == .next, "the standard keys stay")
    #expect(KeyMap().command(for: .character("x")) == nil)
  }

  @Test func aMistakeKeepsTheDefaultAndNamesItsLine() {
    let file = KeyFile(text: "n = nxet\nF13 = quit\njust words\nq = quit")

    #expect(
      file.mistakes == [
        .init(line: 1, problem: .unknownCommand, typed: "nxet"),
        .init(line: 2, problem: .unknownKey, typed: "F13"),
        .init(line: 3, problem: .noEquals, typed: "just words"),
      ])
    #expect(KeyMap(file: file).command(for: .character("n")) == .next)
    #expect(
      file.report(path: "/home/anna/.config/musiclib/keys", Localizer(language: .en)).first
        == "/home/anna/.config/musiclib/keys, line 1: no command is called “nxet”; the key keeps"
        + " its default")
    #expect(
      file.report(path: "keys", Localizer(language: .ru)).last
        == "keys, строка 3: «just words» — не «клавиша = команда»; у клавиши остаётся прежнее"
        + " значение")
  }

  @Test func theFileIsFoundUnderTheConfigHome() {
    #expect(UserFile.keys.path(in: ["XDG_CONFIG_HOME": "/c"]) == "/c/musiclib/keys")
    #expect(UserFile.keys.path(in: ["HOME": "/home/anna"]) == "/home/anna/.config/musiclib/keys")
    #expect(
      UserFile.keys.path(in: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"])
        == "/h/.config/musiclib/keys")
    #expect(UserFile.keys.path(in: [:]) == nil)
  }

  @Test @MainActor func theOverlayListsTheKeysFileAndItsKeyActs() async throws {
    let app = try await FullScreenHarness.make(keyMap: KeyMap(file: KeyFile(text: "x = help")))
    await app.press(.character("x"))

    #expect(app.coordinator.showsHelp)
    await app.press(.pageDown, .pageDown, .pageDown)
    #expect(app.screen(80, 24).contains("help (your keys file)"), "\(app.screen(80, 24))")
  }
}
