extension Theme {
  /// For a dark background, at 16 colours.
  public static let dark = Theme(
    depth: .ansi16,
    looks: [
      .title: Look([1]),
      .secondary: Look(
        foreground: ThemeColor(basic: 7, indexed: 250, red: 188, green: 188, blue: 188)),
      .accent: Look(
        [1], foreground: ThemeColor(basic: 14, indexed: 75, red: 95, green: 175, blue: 255)),
      .selection: Look(
        foreground: ThemeColor(basic: 15, indexed: 231, red: 255, green: 255, blue: 255),
        background: ThemeColor(basic: 4, indexed: 24, red: 0, green: 95, blue: 135),
        withoutColor: [7]),
      .error: Look([31], withoutColor: [1]),
      .muted: Look([2]),
      .border: Look(foreground: ThemeColor(basic: 8, indexed: 240, red: 88, green: 88, blue: 88)),
    ])

  /// For a light background, at 16 colours.
  public static let light = Theme(
    depth: .ansi16,
    looks: [
      .title: Look([1]),
      .secondary: Look(
        foreground: ThemeColor(basic: 8, indexed: 240, red: 88, green: 88, blue: 88)),
      .accent: Look(
        [1], foreground: ThemeColor(basic: 4, indexed: 25, red: 0, green: 95, blue: 175)),
      .selection: Look(
        foreground: ThemeColor(basic: 0, indexed: 16, red: 0, green: 0, blue: 0),
        background: ThemeColor(basic: 6, indexed: 153, red: 175, green: 215, blue: 255),
        withoutColor: [7]),
      .error: Look([31], withoutColor: [1]),
      .muted: Look(foreground: ThemeColor(basic: 8, indexed: 244, red: 118, green: 118, blue: 118)),
      .border: Look(
        foreground: ThemeColor(basic: 7, indexed: 250, red: 188, green: 188, blue: 188)),
    ])

  /// Bold and reverse video only, for `NO_COLOR`.
  public static let noColor = Theme(
    depth: .none,
    looks: [
      .title: Look([1]), .accent: Look([1]), .selection: Look([7]), .error: Look([1]),
    ])

  /// The theme for `choice` at the depth `environment` promises: `.noColor` under `NO_COLOR`;
  /// for `.auto` the background `probe` reports, else `COLORFGBG`'s, else dark. `probe` runs only
  /// for `.auto` with colour.
  public static func resolve(
    choice: ThemeChoice, environment: [String: String],
    probe: () -> TerminalBackground? = { BackgroundProbe().background() }
  ) -> Theme {
    let depth = ColorDepth.detect(environment: environment)
    guard depth != .none else { return .noColor }
    let background: TerminalBackground =
      switch choice {
      case .dark: .dark
      case .light: .light
      case .auto:
        probe() ?? environment["COLORFGBG"].flatMap { TerminalBackground(colorFGBG: $0) } ?? .dark
      }
    return (background == .light ? Theme.light : .dark).at(depth)
  }
}
