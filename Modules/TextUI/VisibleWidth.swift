/// How many character cells a line of drawn art takes once its escape sequences are left out.
enum VisibleWidth {
  /// The width of `line`, counting each character outside `ESC [ … final` sequences as one cell.
  static func of<S: StringProtocol>(_ line: S) -> Int {
    var width = 0
    var inEscape = false
    var sawBracket = false
    for scalar in line.unicodeScalars {
      if inEscape {
        if !sawBracket {
          sawBracket = true
          if scalar != "[" { inEscape = false }
        } else if (0x40...0x7E).contains(scalar.value) {
          inEscape = false
        }
      } else if scalar == "\u{1B}" {
        inEscape = true
        sawBracket = false
      } else {
        width += 1
      }
    }
    return width
  }
}
