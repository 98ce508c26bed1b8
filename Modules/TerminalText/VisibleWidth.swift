/// How many character cells a line of drawn art takes once its escape sequences are left out.
public enum VisibleWidth {
  /// The width of `line` in cells (`DisplayWidth`).
  public static func of<S: StringProtocol>(_ line: S) -> Int {
    DisplayWidth.of(line)
  }
}
