import Colors
import TerminalKit

/// A colour a cell of a picture (a cover) is drawn in, brought down to what the terminal shows
/// when it is written.
extension RGBColor {
  /// The SGR parameters that select this colour at `depth` as the foreground (or background);
  /// nil at `.none`.
  func parameters(at depth: ColorDepth, background: Bool) -> String? {
    switch depth {
    case .none: return nil
    case .trueColor: return "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
    case .ansi256: return "\(background ? 48 : 38);5;\(paletteIndex)"
    case .ansi16:
      let basic = nearest(in: Self.basicColors)
      return String((background ? 40 : 30) + (basic >= 8 ? 60 + basic - 8 : basic))
    }
  }

  /// The nearest colour of the 256-colour palette: of its 6×6×6 cube or its 24 greys.
  var paletteIndex: Int {
    let levels = [0, 95, 135, 175, 215, 255]
    let step = { (value: UInt8) in
      levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0
    }
    let (r, g, b) = (step(red), step(green), step(blue))
    let cube = (16 + 36 * r + 6 * g + b, levels[r], levels[g], levels[b])
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let grey = min(23, max(0, (average - 8 + 5) / 10))
    let greyLevel = 8 + 10 * grey
    return distance(to: (cube.1, cube.2, cube.3)) <= distance(to: (greyLevel, greyLevel, greyLevel))
      ? cube.0 : 232 + grey
  }

  /// xterm's 16 basic colours, 0–7 normal and 8–15 bright.
  static let basicColors: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  private func nearest(in palette: [(Int, Int, Int)]) -> Int {
    palette.indices.min { distance(to: palette[$0]) < distance(to: palette[$1]) } ?? 0
  }

  private func distance(to other: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (Int(red) - other.0, Int(green) - other.1, Int(blue) - other.2)
    return dr * dr + dg * dg + db * db
  }
}
