/// Everything the artwork policy looks at, gathered by the app from the process.
public struct TerminalEnvironment: Equatable, Sendable {
  /// The `--art` option, when given.
  public var artOption: ArtworkMode?
  /// Whether `--no-color` was given.
  public var noColorFlag: Bool
  /// Whether standard output is a terminal.
  public var stdoutIsTerminal: Bool
  /// The process environment (only the variables the policy names are read: `MUSICLIB_ART`,
  /// `TERM`, `COLORTERM`, `NO_COLOR`, `TMUX`, `STY`, `TERM_PROGRAM`, `KITTY_WINDOW_ID`,
  /// `LC_TERMINAL`).
  public var variables: [String: String]

  /// Creates an environment.
  public init(
    variables: [String: String], stdoutIsTerminal: Bool, artOption: ArtworkMode? = nil,
    noColorFlag: Bool = false
  ) {
    self.variables = variables
    self.stdoutIsTerminal = stdoutIsTerminal
    self.artOption = artOption
    self.noColorFlag = noColorFlag
  }

  /// The variable's value, nil when unset or empty.
  public subscript(_ name: String) -> String? {
    guard let value = variables[name], !value.isEmpty else { return nil }
    return value
  }

  /// `NO_COLOR` set and not empty (no-color.org), or `--no-color`.
  public var colorForbidden: Bool { noColorFlag || self["NO_COLOR"] != nil }
}
