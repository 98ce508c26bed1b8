/// How many terminal cells text takes: wide (CJK) characters and emoji two, combining marks and
/// other zero-width characters none, escape sequences (SGR styling, OSC hyperlinks) none.
public enum DisplayWidth {
  /// The cells `text` takes on one line, escape sequences left out.
  public static func of<S: StringProtocol>(_ text: S) -> Int {
    StyledText.tokens(of: String(text)).reduce(0) { total, token in
      if case .character(_, let width) = token { return total + width }
      return total
    }
  }

  /// The cells one grapheme takes.
  public static func of(character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    let properties = first.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator,
      .paragraphSeparator:
      return 0
    default: break
    }
    if properties.isEmojiPresentation || scalars.contains("\u{FE0F}") && properties.isEmoji {
      return 2
    }
    return isWide(first.value) ? 2 : 1
  }

  /// East Asian Wide and Fullwidth code points (Unicode's EastAsianWidth W and F, in blocks).
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default: false
    }
  }
}
