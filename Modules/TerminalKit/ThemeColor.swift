/// One colour in each depth a terminal may have: a code of the 16 basic colours (0–15), an index
/// of the 256-colour palette and red, green, blue.
public struct ThemeColor: Equatable, Sendable {
  /// The basic colour, 0–7 normal and 8–15 bright.
  public var basic: Int
  /// The 256-colour palette index.
  public var indexed: Int
  /// The 24-bit colour.
  public var red: Int, green: Int, blue: Int

  /// A colour given in all three depths.
  public init(basic: Int, indexed: Int, red: Int, green: Int, blue: Int) {
    (self.basic, self.indexed) = (basic, indexed)
    (self.red, self.green, self.blue) = (red, green, blue)
  }

  /// The SGR parameters that select this colour at `depth` as the foreground (or background);
  /// nil at `.none`.
  func parameters(at depth: ColorDepth, background: Bool) -> String? {
    switch depth {
    case .none: return nil
    case .ansi16:
      let base = (background ? 40 : 30) + (basic >= 8 ? 60 : 0)
      return String(base + basic % 8)
    case .ansi256: return "\(background ? 48 : 38);5;\(indexed)"
    case .trueColor: return "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
    }
  }
}
