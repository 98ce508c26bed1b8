/// How many colours the terminal shows, as its environment says.
public enum ColorDepth: Sendable, Equatable {
  /// No colours (`NO_COLOR`): bold and reverse video only.
  case none
  /// The 16 basic colours.
  case ansi16
  /// The 256-colour palette (`TERM` with `256color`).
  case ansi256
  /// 24-bit colour (`COLORTERM` is `truecolor` or `24bit`).
  case trueColor

  /// The depth `environment` promises: `NO_COLOR` set and not empty gives `.none`.
  public static func detect(environment: [String: String]) -> ColorDepth {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    if ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") {
      return .trueColor
    }
    return environment["TERM"]?.contains("256color") == true ? .ansi256 : .ansi16
  }
}
