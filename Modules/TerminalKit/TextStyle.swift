/// ANSI styling that switches itself off for pipes, `--no-color` and `NO_COLOR`.
public struct TextStyle: Sendable {
  /// Whether escape sequences are written at all.
  public let enabled: Bool

  /// Creates a style; pass `console.allowsStyling`.
  public init(enabled: Bool) { self.enabled = enabled }

  /// Bold text, for titles.
  public func title(_ text: String) -> String { wrap(text, "1") }
  /// Red text, for errors.
  public func error(_ text: String) -> String { wrap(text, "31") }
  /// Dim text, for hints.
  public func hint(_ text: String) -> String { wrap(text, "2") }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
