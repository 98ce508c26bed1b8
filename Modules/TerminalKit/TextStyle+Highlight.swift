extension TextStyle {
  /// Reverse video, for the highlighted choice in a list.
  public func highlight(_ text: String) -> String {
    enabled ? "\u{1B}[7m\(text)\u{1B}[0m" : text
  }
}
