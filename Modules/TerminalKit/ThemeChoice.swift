/// The theme asked for: `auto` follows the terminal's background.
public enum ThemeChoice: String, CaseIterable, Sendable {
  case auto, dark, light
}
