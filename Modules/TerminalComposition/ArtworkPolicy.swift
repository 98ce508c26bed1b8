import AdapterPorts
import Domain
import TerminalKit

/// Chooses how covers are drawn from the environment alone, as a pure function.
///
/// libchafa 1.12 decides from the environment too, but ignores `NO_COLOR` and treats tmux as 256
/// colours, so the choice is ours. The order: `--art`, then `MUSICLIB_ART`, wins; for `auto`, not
/// a terminal or `TERM=dumb` → URL; `NO_COLOR` → blocks without colour; tmux or screen → blocks;
/// kitty; iTerm2; truecolour, 256 or 16-colour blocks by `COLORTERM`/`TERM`; ASCII. Sixel is
/// used only when asked for. `NO_COLOR` takes the colour out of every mode, a forced one too:
/// pixel protocols then become blocks without colour.
public enum ArtworkPolicy {
  /// The plan for `environment`.
  public static func plan(for environment: TerminalEnvironment) -> ArtworkPlan {
    if let (mode, reason) = requestedMode(environment), mode != .auto {
      return forced(mode, reason: reason, environment: environment)
    }
    guard environment.stdoutIsTerminal else {
      return ArtworkPlan(style: nil, reason: .notATerminal)
    }
    let term = environment["TERM"] ?? ""
    if term.isEmpty || term == "dumb" { return ArtworkPlan(style: nil, reason: .dumbTerminal) }
    if environment.colorForbidden {
      return ArtworkPlan(style: ArtworkStyle(graphics: .blocks, colors: .none), reason: .noColor)
    }
    if environment["TMUX"] != nil || term.hasPrefix("tmux") {
      return ArtworkPlan(style: ArtworkStyle(graphics: .blocks, colors: .truecolor), reason: .tmux)
    }
    if environment["STY"] != nil || term.hasPrefix("screen") {
      let colors: ArtworkStyle.Colors = term.contains("256") ? .indexed256 : .indexed16
      return ArtworkPlan(style: ArtworkStyle(graphics: .blocks, colors: colors), reason: .screen)
    }
    if isKitty(environment) {
      return ArtworkPlan(style: ArtworkStyle(graphics: .kitty, colors: .truecolor), reason: .kitty)
    }
    if isITerm(environment) {
      return ArtworkPlan(style: ArtworkStyle(graphics: .iterm, colors: .truecolor), reason: .iterm)
    }
    if let (colors, reason) = detectedColors(environment) {
      return ArtworkPlan(style: ArtworkStyle(graphics: .blocks, colors: colors), reason: reason)
    }
    return ArtworkPlan(
      style: ArtworkStyle(graphics: .ascii, colors: .none), reason: .unknownTerminal)
  }

  private static func requestedMode(_ environment: TerminalEnvironment) -> (
    ArtworkMode, ArtworkReason
  )? {
    if let option = environment.artOption { return (option, .option) }
    if let text = environment["MUSICLIB_ART"], let mode = ArtworkMode(rawValue: text.lowercased()) {
      return (mode, .environment)
    }
    return nil
  }

  private static func forced(
    _ mode: ArtworkMode, reason: ArtworkReason, environment: TerminalEnvironment
  ) -> ArtworkPlan {
    let graphics: ArtworkStyle.Graphics
    switch mode {
    case .none, .auto: return ArtworkPlan(style: nil, reason: reason)
    case .kitty: graphics = .kitty
    case .iterm: graphics = .iterm
    case .sixel: graphics = .sixel
    case .blocks: graphics = .blocks
    case .ascii: graphics = .ascii
    }
    if environment.colorForbidden {
      let shapes: ArtworkStyle.Graphics = graphics == .ascii ? .ascii : .blocks
      return ArtworkPlan(
        style: ArtworkStyle(graphics: shapes, colors: .none), reason: reason, colorRemoved: true)
    }
    // A forced mode on a terminal that names no colours gets chafa's own default, 256.
    let colors = detectedColors(environment)?.0 ?? .indexed256
    return ArtworkPlan(style: ArtworkStyle(graphics: graphics, colors: colors), reason: reason)
  }

  private static func isKitty(_ environment: TerminalEnvironment) -> Bool {
    ["xterm-kitty", "xterm-ghostty"].contains(environment["TERM"] ?? "")
      || environment["KITTY_WINDOW_ID"] != nil || environment["TERM_PROGRAM"] == "ghostty"
  }

  private static func isITerm(_ environment: TerminalEnvironment) -> Bool {
    environment["TERM_PROGRAM"] == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2"
  }

  private static let truecolorTerms: Set<String> = [
    "xterm-256color", "xterm-kitty", "xterm-ghostty", "st-256color", "alacritty", "foot",
    "foot-extra", "wezterm", "contour",
  ]
  private static let sixteenColorPrefixes = [
    "xterm", "rxvt", "linux", "ansi", "cygwin", "putty", "konsole", "gnome", "vte", "eterm", "st",
  ]

  /// The colours `COLORTERM` and `TERM` promise, with the rule that said so.
  private static func detectedColors(_ environment: TerminalEnvironment) -> (
    ArtworkStyle.Colors, ArtworkReason
  )? {
    let term = environment["TERM"] ?? ""
    if ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") {
      return (.truecolor, .colorTerm)
    }
    if environment["TERM_PROGRAM"] == "Apple_Terminal" { return (.indexed256, .term256) }
    if environment["TMUX"] != nil || term.hasPrefix("tmux") { return (.truecolor, .tmux) }
    if truecolorTerms.contains(term) || term.hasSuffix("-direct") {
      return (.truecolor, .termTruecolor)
    }
    if term.contains("256color") { return (.indexed256, .term256) }
    if term.contains("color") || sixteenColorPrefixes.contains(where: term.hasPrefix)
      || term.hasPrefix("screen")
    {
      return (.indexed16, .term16)
    }
    return nil
  }
}
