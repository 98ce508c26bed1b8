/// ANSI styling that switches itself off for pipes, `--no-color` and `NO_COLOR`; its titles,
/// errors and hints take the looks of `theme`'s title, error and muted roles.
public struct TextStyle: Sendable {
  /// Whether escape sequences are written at all.
  public let enabled: Bool
  /// The looks of the roles; `.dark` (bold titles, red errors, dim hints) unless told.
  public let theme: Theme

  /// Creates a style; pass `console.allowsStyling`.
  public init(enabled: Bool, theme: Theme = .dark) {
    self.enabled = enabled
    self.theme = theme
  }

  /// Text in the title role.
  public func title(_ text: String) -> String { wrap(text, theme.sgr(.title)) }
  /// Text in the error role.
  public func error(_ text: String) -> String { wrap(text, theme.sgr(.error)) }
  /// Text in the muted role, for hints.
  public func hint(_ text: String) -> String { wrap(text, theme.sgr(.muted)) }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled && !code.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
