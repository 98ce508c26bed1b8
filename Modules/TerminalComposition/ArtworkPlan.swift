import AdapterPorts
import Domain

/// What the policy decided: how covers are drawn (nil: as URLs) and why.
public struct ArtworkPlan: Equatable, Sendable {
  /// How covers are drawn; nil when they are shown as URLs.
  public let style: ArtworkStyle?
  /// The rule that decided.
  public let reason: ArtworkReason
  /// Whether `NO_COLOR`/`--no-color` took the colour out of the mode that rule chose.
  public let colorRemoved: Bool

  /// Creates a plan.
  public init(style: ArtworkStyle?, reason: ArtworkReason, colorRemoved: Bool = false) {
    self.style = style
    self.reason = reason
    self.colorRemoved = colorRemoved
  }
}

/// Why the policy chose its plan, for `musiclib doctor`.
public enum ArtworkReason: String, CaseIterable, Sendable, Codable {
  /// `--art` chose the mode.
  case option
  /// `MUSICLIB_ART` chose the mode.
  case environment
  /// Standard output is not a terminal (a pipe or a file).
  case notATerminal
  /// `TERM` is unset or `dumb`.
  case dumbTerminal
  /// `NO_COLOR` or `--no-color`: blocks without colour.
  case noColor
  /// Inside tmux (`TMUX`, `TERM=tmux*`): truecolour blocks, which tmux maps down itself.
  case tmux
  /// Inside GNU screen (`STY`, `TERM=screen*`): blocks in at most 256 colours.
  case screen
  /// kitty or ghostty (`TERM`, `KITTY_WINDOW_ID`, `TERM_PROGRAM`).
  case kitty
  /// iTerm2 (`TERM_PROGRAM`, `LC_TERMINAL`).
  case iterm
  /// `COLORTERM=truecolor|24bit`.
  case colorTerm
  /// `TERM` names a truecolour terminal.
  case termTruecolor
  /// `TERM` (or Apple's Terminal) says 256 colours.
  case term256
  /// `TERM` names a 16-colour terminal.
  case term16
  /// `TERM` names nothing known: ASCII without colour.
  case unknownTerminal
}
