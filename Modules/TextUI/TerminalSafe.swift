/// Text from outside (the catalog, the user) made safe to print: control characters, including
/// escape sequences that could drive the terminal, are replaced by U+FFFD.
public enum TerminalSafe {
  /// `text` with every C0/C1 control character except none replaced.
  public static func clean(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          scalar.properties.generalCategory == .control ? "\u{FFFD}" : scalar
        }))
  }
}
