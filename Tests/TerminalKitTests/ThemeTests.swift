import Testing

@testable import TerminalKit

/// Each role's SGR parameters follow the theme and the terminal's colour depth.
@Suite struct ThemeTests {
  @Test func theDepthComesFromTheEnvironment() {
    #expect(ColorDepth.detect(environment: ["TERM": "xterm"]) == .ansi16)
    #expect(ColorDepth.detect(environment: [:]) == .ansi16)
    #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color"]) == .ansi256)
    #expect(
      ColorDepth.detect(environment: ["TERM": "xterm", "COLORTERM": "truecolor"]) == .trueColor)
    #expect(ColorDepth.detect(environment: ["TERM": "xterm", "COLORTERM": "24bit"]) == .trueColor)
    #expect(
      ColorDepth.detect(environment: [
        "TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1",
      ])
        == .none)
    #expect(
      ColorDepth.detect(environment: ["NO_COLOR": ""]) == .ansi16, "an empty NO_COLOR is unset")
  }

  @Test func colorsAtEachDepth() {
    #expect(Theme.dark.sgr(.accent) == "1;96")
    #expect(Theme.dark.at(.ansi256).sgr(.accent) == "1;38;5;75")
    #expect(Theme.dark.at(.trueColor).sgr(.accent) == "1;38;2;95;175;255")
    #expect(Theme.dark.sgr(.selection) == "97;44")
    #expect(Theme.dark.at(.ansi256).sgr(.selection) == "38;5;231;48;5;24")
    #expect(Theme.dark.at(.none).sgr(.selection) == "7")
    #expect(Theme.light.sgr(.selection) == "30;46")
    #expect(Theme.dark.sgr(.normal) == "")
  }

  @Test func darkKeepsTheLineAppsLooksAtEveryDepth() {
    for depth in [ColorDepth.ansi16, .ansi256, .trueColor] {
      let theme = Theme.dark.at(depth)
      #expect([theme.sgr(.title), theme.sgr(.error), theme.sgr(.muted)] == ["1", "31", "2"])
    }
  }

  @Test func lightHintsAreGreyNotDim() {
    #expect(Theme.light.sgr(.muted) == "90")
    #expect(Theme.light.at(.ansi256).sgr(.muted) == "38;5;244")
    #expect(Theme.light.at(.trueColor).sgr(.muted) == "38;2;118;118;118")
  }

  @Test func noColorIsBoldAndReverseOnly() {
    let sgr = ColorRole.allCases.map { Theme.noColor.sgr($0) }
    #expect(Set(sgr) == ["", "1", "7"])
    #expect(Theme.noColor.sgr(.selection) == "7")
    for role in ColorRole.allCases {
      #expect(Set(["", "1", "7"]).contains(Theme.light.at(.none).sgr(role)), "\(role)")
    }
  }

  @Test func resolveFollowsTheChoiceTheBackgroundAndNoColor() {
    let term = ["TERM": "xterm-256color"]
    let never: () -> TerminalBackground? = {
      Issue.record("asked the terminal")
      return nil
    }
    #expect(
      Theme.resolve(choice: .light, environment: term, probe: never) == Theme.light.at(.ansi256))
    #expect(
      Theme.resolve(choice: .dark, environment: term, probe: never) == Theme.dark.at(.ansi256))
    #expect(
      Theme.resolve(choice: .auto, environment: term, probe: { .light }) == Theme.light.at(.ansi256)
    )
    #expect(
      Theme.resolve(choice: .light, environment: ["NO_COLOR": "1"], probe: never) == .noColor)
  }

  @Test func autoFallsBackToColorFGBGThenDark() {
    let none: () -> TerminalBackground? = { nil }
    #expect(Theme.resolve(choice: .auto, environment: ["COLORFGBG": "0;15"], probe: none) == .light)
    #expect(
      Theme.resolve(choice: .auto, environment: ["COLORFGBG": "0;default;7"], probe: none) == .light
    )
    #expect(Theme.resolve(choice: .auto, environment: ["COLORFGBG": "15;0"], probe: none) == .dark)
    #expect(Theme.resolve(choice: .auto, environment: ["COLORFGBG": "x"], probe: none) == .dark)
    #expect(Theme.resolve(choice: .auto, environment: [:], probe: none) == .dark)
    #expect(
      Theme.resolve(choice: .auto, environment: ["COLORFGBG": "0;15"], probe: { .dark }) == .dark,
      "the terminal's answer comes first")
  }

  @Test func textStyleTakesTheRoles() {
    let dark = TextStyle(enabled: true)
    #expect(dark.title("t") == "\u{1B}[1mt\u{1B}[0m")
    #expect(dark.error("e") == "\u{1B}[31me\u{1B}[0m")
    #expect(dark.hint("h") == "\u{1B}[2mh\u{1B}[0m")
    let light = TextStyle(enabled: true, theme: Theme.light.at(.ansi256))
    #expect(light.hint("h") == "\u{1B}[38;5;244mh\u{1B}[0m")
    #expect(TextStyle(enabled: true, theme: .noColor).hint("h") == "h")
    #expect(TextStyle(enabled: false, theme: .light).hint("h") == "h")
  }
}
