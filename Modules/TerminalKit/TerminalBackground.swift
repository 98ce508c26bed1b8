/// Whether the terminal's background is light or dark.
public enum TerminalBackground: Sendable, Equatable {
  case light, dark

  /// Light when the relative luminance of the colour (channels 0…1) is above one half.
  public init(red: Double, green: Double, blue: Double) {
    self = 0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.5 ? .light : .dark
  }

  /// What `COLORFGBG` (`fg;bg`, or `fg;default;bg`) says: background 7 or 15 is light, another
  /// colour number dark; nil when it says nothing usable.
  public init?(colorFGBG value: String) {
    guard let last = value.split(separator: ";").last, let background = Int(last) else {
      return nil
    }
    self = [7, 15].contains(background) ? .light : .dark
  }
}
