import TerminalKit
import Testing

@testable import TerminalText

@Suite struct TerminalSafeTests {
  static let unsafeRanges: [ClosedRange<UInt32>] = [
    0x00...0x1F, 0x7F...0x9F, 0x061C...0x061C, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069,
    0x206A...0x206F, 0xFEFF...0xFEFF, 0xFFF9...0xFFFB, 0xE0000...0xE007F,
  ]

  func text(_ value: UInt32) -> String {
    String(Character(Unicode.Scalar(value)!))
  }

  @Test(arguments: unsafeRanges)
  func everyScalarOfAnUnsafeRangeIsReplacedVisibly(range: ClosedRange<UInt32>) {
    for value in range {
      #expect(TerminalSafe.clean("a" + text(value) + "b") == "a\u{FFFD}b", "U+\(value)")
      #expect(TerminalSafe.isUnsafe(Unicode.Scalar(value)!))
    }
  }

  @Test func theScalarsAroundTheRangesAndAtTheEdgesOfUnicodeStay() {
    // Around each range, around the surrogate gap, and the last scalar.
    let edges: [UInt32] = [
      0x20, 0x7E, 0xA0, 0x061B, 0x061D, 0x200D, 0x2010, 0x2027, 0x202F, 0x2065, 0x2070, 0xD7FF,
      0xE000, 0xFEFE, 0xFF00, 0xFFF8, 0xFFFC, 0xFFFD, 0xFFFF, 0x10000, 0xDFFFF, 0xE0080, 0x10FFFF,
    ]
    for value in edges {
      #expect(TerminalSafe.clean(text(value)) == text(value), "U+\(String(value, radix: 16))")
      #expect(!TerminalSafe.isUnsafe(Unicode.Scalar(value)!))
    }
  }

  @Test func ordinaryTextIsUntouched() {
    let samples = [
      "Группа крови", "Мир номер ноль", "👩‍👩‍👧 family", "🇷🇺🇬🇧", "e\u{301}te\u{301}", "한국어",
      "עברית ועברית", "العربية", "naïve café", "",
    ]
    for sample in samples {
      #expect(TerminalSafe.clean(sample) == sample)
      #expect(TerminalSafe.clean(sample).unicodeScalars.elementsEqual(sample.unicodeScalars))
      #expect(TerminalSafe.forTerminal(sample) == sample)
    }
  }

  @Test func lineAndParagraphSeparatorsBecomeASpaceInAValueAndABreakWhereLinesAreKept() {
    let text = "a\u{2028}b\u{2029}c"
    #expect(TerminalSafe.clean(text) == "a b c")
    #expect(TerminalSafe.cleanLines(text + "\nd") == "a\nb\nc\nd")
    #expect(TerminalSafe.forTerminal(text) == "a\nb\nc")
    #expect(TerminalSafe.containsUnsafe(text, exempt: .layout))
  }

  @Test func messagesKeepTheirLineBreaksOnly() {
    #expect(TerminalSafe.clean("a\nb") == "a\u{FFFD}b", "a value is one line")
    #expect(TerminalSafe.cleanLines("a\u{1B}[2J\nb\u{202E}c\n") == "a\u{FFFD}[2J\nb\u{FFFD}c\n")
  }

  @Test func theWritePointKeepsOurStylingAndDefusesEverythingElse() {
    let style = TextStyle(enabled: true)
    let ours = [
      style.title("T") + "\n" + style.error("E") + "\t" + style.hint("H"), style.highlight("x"),
      "\r\u{1B}[2K", "\u{1B}[38;2;1;2;3;48;5;17m▀\u{1B}[0m",
    ]
    for text in ours { #expect(TerminalSafe.forTerminal(text) == text) }
    let hostile: [(String, String)] = [
      ("\u{1B}]52;c;aGk=\u{07}", "\u{FFFD}]52;c;aGk=\u{FFFD}"), ("\u{1B}[2J", "\u{FFFD}[2J"),
      ("\u{1B}[1A", "\u{FFFD}[1A"), ("\u{9B}31m", "\u{FFFD}31m"),
      ("gnp\u{202E}.exe", "gnp\u{FFFD}.exe"),
      ("\u{1B}", "\u{FFFD}"), ("\u{1B}[31", "\u{FFFD}[31"),
      ("\u{1B}P0;1q\u{1B}\\", "\u{FFFD}P0;1q\u{FFFD}\\"),
      ("a\u{0}b\u{7F}", "a\u{FFFD}b\u{FFFD}"),
    ]
    for (text, defused) in hostile {
      #expect(TerminalSafe.forTerminal(text) == defused)
      #expect(TerminalSafe.forTerminal(style.error(text)) == style.error(defused))
    }
  }

  @Test func aPixelCoverDrawnHereGoesThroughAndOnlyThatOne() {
    let image = "\u{1B}_Ga=T,f=32;\u{1B}\\\u{1B}_Gm=0;QUJD\u{1B}\\"
    let forged = "\u{1B}]1337;File=inline=0:aGk=\u{07}"
    let drawn = DrawnImages()
    #expect(TerminalSafe.forTerminal(image, trusting: drawn.all) != image, "unknown until drawn")
    drawn.record(image)
    let screen = image + "\nTitle \u{1B}]0;x\u{07}\n" + forged + "\n" + image
    #expect(
      TerminalSafe.forTerminal(screen, trusting: drawn.all)
        == image + "\nTitle \u{FFFD}]0;x\u{FFFD}\n\u{FFFD}]1337;File=inline=0:aGk=\u{FFFD}\n"
        + image)
  }

  /// Random text from pieces around every edge of the unsafe ranges, in one, two and three UTF-8
  /// bytes, with ESC sequences of ours and of others.
  static func corpus(count: Int) -> [String] {
    let edges: [UInt32] = [
      0x00, 0x09, 0x0A, 0x0D, 0x1B, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0x9B, 0x9F, 0xA0, 0xC2,
      0xE2, 0x100, 0x416, 0x2014, 0x2029, 0x202A, 0x202E, 0x202F, 0x2065, 0x2066, 0x2069, 0x206A,
      0x20AC, 0x2117, 0xFFFD, 0x1F3B5, 0x061B, 0x061C, 0x061D, 0x200D, 0x200E, 0x200F, 0x2010,
      0x2027, 0x2028, 0xFEFE, 0xFEFF, 0xFF00, 0xDFFFF, 0xE0000, 0xE0041, 0xE007F, 0xE0080,
      0x206F, 0x2070, 0xFFF8, 0xFFF9, 0xFFFB, 0xFFFC,
    ]
    let pieces =
      edges.map { String(Character(Unicode.Scalar($0)!)) }
      + ["plain ASCII text", "Кино — Группа крови", "\u{1B}[1m", "\u{1B}[0m", "\u{1B}]0;x\u{7}"]
    var generator = SystemRandomNumberGenerator()
    return (0..<count).map { _ in
      (0..<Int.random(in: 0...12, using: &generator))
        .map { _ in pieces.randomElement(using: &generator)! }.joined()
    }
  }

  @Test func theByteScanAgreesWithTheScalarCheckOverAGeneratedCorpus() {
    for text in Self.corpus(count: 5000) {
      for exempt in [TerminalSafe.Exemption.none, .layout, .c0] {
        #expect(
          TerminalSafe.containsUnsafe(text, exempt: exempt)
            == TerminalSafe.containsUnsafeScalar(text, exempt: exempt),
          "\(exempt) \(text.unicodeScalars.map { String($0.value, radix: 16) })")
      }
    }
  }

  @Test func anUnsafeCharacterIsFoundAtEveryPlaceOfAWordScannedWhole() {
    for scalar in [
      "\u{0}", "\u{1B}", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{061C}", "\u{200E}",
      "\u{2028}", "\u{FEFF}", "\u{E0041}", "\u{206A}", "\u{206F}", "\u{FFF9}", "\u{FFFB}",
    ] {
      for place in 0...24 {
        let text =
          String(repeating: "a", count: place) + scalar + String(repeating: "~", count: 24 - place)
        #expect(TerminalSafe.containsUnsafe(text), "\(place)")
      }
    }
    for safe in ["~ !", "é", "\u{202F}", "\u{2027}", "\u{061D}", "Кино"] {
      #expect(!TerminalSafe.containsUnsafe(String(repeating: "x", count: 13) + safe + "0123456789"))
    }
  }

  @Test func theShortcutsGiveWhatTheScalarByScalarPathsGive() {
    for text in Self.corpus(count: 3000) {
      let reference = String(
        String.UnicodeScalarView(
          text.unicodeScalars.map {
            TerminalSafe.isSeparator($0)
              ? " " : TerminalSafe.isUnsafe($0) ? TerminalSafe.replacement : $0
          }))
      #expect(TerminalSafe.clean(text) == reference)
      #expect(
        TerminalSafe.forTerminal(text)
          == TerminalSafe.forTerminalScalarByScalar(text, trusting: []))
    }
  }
}
