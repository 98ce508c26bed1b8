import TerminalKit

/// A theme file (`UserFile.theme`): `role = colour` lines over the theme's colours, `#` comments
/// and blank lines; a role is one of `ColorRole`'s (`accent`, `muted`…), a colour `#rrggbb` or
/// one of the 16 basic names (`red`, `bright-blue`). A line with a mistake changes nothing.
struct ThemeFile {
  /// A line that changes nothing, and why.
  struct Mistake: Equatable {
    let line: Int
    let problem: KeyFilePhrase
    let typed: String
  }

  private(set) var colors: [(role: ColorRole, color: ThemeColor)] = []
  private(set) var mistakes: [Mistake] = []

  static let basicNames = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
  ]
  /// The 16 basic colours as xterm shows them.
  private static let basicRGB: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  init(text: String) {
    let roles = Dictionary(
      uniqueKeysWithValues: ColorRole.allCases.map { (String(describing: $0), $0) })
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let parts = line.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard parts.count == 2 else {
        mistakes.append(Mistake(line: index + 1, problem: .noThemeEquals, typed: line))
        continue
      }
      let value = (parts[1].split(separator: " ").first).map(String.init) ?? ""
      guard let role = roles[parts[0].lowercased()] else {
        mistakes.append(Mistake(line: index + 1, problem: .unknownRole, typed: parts[0]))
        continue
      }
      guard let color = Self.color(value) else {
        mistakes.append(Mistake(line: index + 1, problem: .unknownColor, typed: value))
        continue
      }
      colors.append((role, color))
    }
  }

  /// The colour `text` names: `#rrggbb` or a basic name, `bright-` for the bright ones.
  static func color(_ text: String) -> ThemeColor? {
    let name = text.lowercased()
    let bright = name.hasPrefix("bright-")
    if let basic = basicNames.firstIndex(of: bright ? String(name.dropFirst(7)) : name) {
      let code = basic + (bright ? 8 : 0)
      let (red, green, blue) = basicRGB[code]
      return ThemeColor(basic: code, indexed: code, red: red, green: green, blue: blue)
    }
    guard name.hasPrefix("#"), name.count == 7, let value = Int(name.dropFirst(), radix: 16)
    else { return nil }
    let (red, green, blue) = (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
    let cube = { (channel: Int) in (channel * 5 + 127) / 255 }
    let indexed = 16 + 36 * cube(red) + 6 * cube(green) + cube(blue)
    let basic =
      (red > 127 ? 1 : 0) | (green > 127 ? 2 : 0) | (blue > 127 ? 4 : 0)
      + (max(red, green, blue) > 191 ? 8 : 0)
    return ThemeColor(basic: basic, indexed: indexed, red: red, green: green, blue: blue)
  }

  /// `theme` with the file's colours as the foreground of their roles.
  func applied(to theme: Theme) -> Theme {
    var theme = theme
    for (role, color) in colors {
      var look = theme.looks[role] ?? Theme.Look()
      look.foreground = color
      theme.looks[role] = look
    }
    return theme
  }
}
