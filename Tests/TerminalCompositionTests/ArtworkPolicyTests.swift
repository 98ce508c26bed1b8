import AdapterPorts
import Domain
import TerminalKit
import Testing

@testable import TerminalComposition

/// One row of the policy table: an environment and the plan it must give.
struct PolicyCase: CustomTestStringConvertible, Sendable {
  let name: String
  let environment: TerminalEnvironment
  let graphics: ArtworkStyle.Graphics?
  let colors: ArtworkStyle.Colors?
  let reason: ArtworkReason
  var colorRemoved = false

  var testDescription: String { name }
}

private func terminal(
  _ variables: [String: String], tty: Bool = true, art: ArtworkMode? = nil, noColor: Bool = false
) -> TerminalEnvironment {
  TerminalEnvironment(
    variables: variables, stdoutIsTerminal: tty, artOption: art, noColorFlag: noColor)
}

let policyCases: [PolicyCase] = [
  // Not a terminal, or a terminal that can show nothing: URLs.
  PolicyCase(
    name: "pipe", environment: terminal(["TERM": "xterm-256color"], tty: false), graphics: nil,
    colors: nil, reason: .notATerminal),
  PolicyCase(
    name: "TERM unset", environment: terminal([:]), graphics: nil, colors: nil,
    reason: .dumbTerminal),
  PolicyCase(
    name: "TERM=dumb", environment: terminal(["TERM": "dumb", "COLORTERM": "truecolor"]),
    graphics: nil, colors: nil, reason: .dumbTerminal),
  // NO_COLOR before everything terminal-specific.
  PolicyCase(
    name: "NO_COLOR in kitty", environment: terminal(["TERM": "xterm-kitty", "NO_COLOR": "1"]),
    graphics: .blocks, colors: noColors, reason: .noColor),
  PolicyCase(
    name: "empty NO_COLOR is ignored",
    environment: terminal(["TERM": "xterm-256color", "NO_COLOR": ""]), graphics: .blocks,
    colors: .truecolor, reason: .termTruecolor),
  PolicyCase(
    name: "--no-color", environment: terminal(["TERM": "xterm-256color"], noColor: true),
    graphics: .blocks, colors: noColors, reason: .noColor),
  // Multiplexers: blocks.
  PolicyCase(
    name: "tmux", environment: terminal(["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default"]),
    graphics: .blocks, colors: .truecolor, reason: .tmux),
  PolicyCase(
    name: "kitty inside tmux",
    environment: terminal(["TERM": "xterm-kitty", "TMUX": "/tmp/t", "KITTY_WINDOW_ID": "1"]),
    graphics: .blocks, colors: .truecolor, reason: .tmux),
  PolicyCase(
    name: "GNU screen", environment: terminal(["TERM": "screen", "STY": "123.pts-0"]),
    graphics: .blocks, colors: .indexed16, reason: .screen),
  PolicyCase(
    name: "screen-256color", environment: terminal(["TERM": "screen-256color"]),
    graphics: .blocks, colors: .indexed256, reason: .screen),
  // Pixel protocols.
  PolicyCase(
    name: "kitty", environment: terminal(["TERM": "xterm-kitty"]), graphics: .kitty,
    colors: .truecolor, reason: .kitty),
  PolicyCase(
    name: "KITTY_WINDOW_ID",
    environment: terminal(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"]), graphics: .kitty,
    colors: .truecolor, reason: .kitty),
  PolicyCase(
    name: "ghostty", environment: terminal(["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty"]),
    graphics: .kitty, colors: .truecolor, reason: .kitty),
  PolicyCase(
    name: "iTerm2", environment: terminal(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]),
    graphics: .iterm, colors: .truecolor, reason: .iterm),
  PolicyCase(
    name: "WezTerm gets blocks, sixel only when asked",
    environment: terminal(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]),
    graphics: .blocks, colors: .truecolor, reason: .termTruecolor),
  // Colours by COLORTERM, then TERM.
  PolicyCase(
    name: "COLORTERM=24bit", environment: terminal(["TERM": "xterm", "COLORTERM": "24bit"]),
    graphics: .blocks, colors: .truecolor, reason: .colorTerm),
  PolicyCase(
    name: "Apple Terminal",
    environment: terminal(["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"]),
    graphics: .blocks, colors: .indexed256, reason: .term256),
  PolicyCase(
    name: "rxvt-unicode-256color", environment: terminal(["TERM": "rxvt-unicode-256color"]),
    graphics: .blocks, colors: .indexed256, reason: .term256),
  PolicyCase(
    name: "linux console", environment: terminal(["TERM": "linux"]), graphics: .blocks,
    colors: .indexed16, reason: .term16),
  PolicyCase(
    name: "vt100", environment: terminal(["TERM": "vt100"]), graphics: .ascii,
    colors: noColors, reason: .unknownTerminal),
  // Forced modes win, even on a pipe; NO_COLOR still takes the colour out.
  PolicyCase(
    name: "--art none", environment: terminal(["TERM": "xterm-kitty"], art: ArtworkMode.none),
    graphics: nil, colors: nil, reason: .option),
  PolicyCase(
    name: "--art sixel", environment: terminal(["TERM": "xterm-256color"], art: .sixel),
    graphics: .sixel, colors: .truecolor, reason: .option),
  PolicyCase(
    name: "--art blocks on a pipe", environment: terminal([:], tty: false, art: .blocks),
    graphics: .blocks, colors: .indexed256, reason: .option),
  PolicyCase(
    name: "MUSICLIB_ART", environment: terminal(["TERM": "linux", "MUSICLIB_ART": "ASCII"]),
    graphics: .ascii, colors: .indexed16, reason: .environment),
  PolicyCase(
    name: "--art beats MUSICLIB_ART",
    environment: terminal(["TERM": "linux", "MUSICLIB_ART": "none"], art: .blocks),
    graphics: .blocks, colors: .indexed16, reason: .option),
  PolicyCase(
    name: "MUSICLIB_ART=auto decides as usual",
    environment: terminal(["TERM": "xterm-kitty", "MUSICLIB_ART": "auto"]), graphics: .kitty,
    colors: .truecolor, reason: .kitty),
  PolicyCase(
    name: "forced kitty with NO_COLOR",
    environment: terminal(["TERM": "xterm-kitty", "NO_COLOR": "1"], art: .kitty),
    graphics: .blocks, colors: noColors, reason: .option, colorRemoved: true),
  PolicyCase(
    name: "forced ascii with --no-color",
    environment: terminal(["TERM": "xterm-256color"], art: .ascii, noColor: true),
    graphics: .ascii, colors: noColors, reason: .option, colorRemoved: true),
]

/// `ArtworkStyle.Colors.none`, named so that it cannot be read as `Optional.none`.
let noColors = ArtworkStyle.Colors.none

@Suite struct ArtworkPolicyTests {
  @Test(arguments: policyCases)
  func theEnvironmentDecidesThePlan(_ row: PolicyCase) {
    let plan = ArtworkPolicy.plan(for: row.environment)
    #expect(plan.style?.graphics == row.graphics)
    #expect(plan.style?.colors == row.colors)
    #expect(plan.reason == row.reason)
    #expect(plan.colorRemoved == row.colorRemoved)
  }

  @Test func noColorLeavesNoColourInAnyForcedMode() {
    for mode in ArtworkMode.allCases where mode != .auto {
      let plan = ArtworkPolicy.plan(
        for: terminal(["TERM": "xterm-256color", "NO_COLOR": "yes"], art: mode))
      #expect(plan.style == nil || plan.style?.colors == noColors, "\(mode)")
      #expect(plan.style?.usesCharacterCells != false, "\(mode): no pixel protocol")
    }
  }
}
