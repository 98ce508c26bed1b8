import TestSupport

/// Builds random strings for property tests: pieces from a rule's plausible alphabet mixed with
/// hostile ones (control characters, combining marks, right-to-left text, emoji, full-width
/// forms) and arbitrary Unicode scalars, sometimes very long.
struct InputGenerator {
  /// Pieces that trip up text handling.
  static let hostilePieces: [String] = [
    "\u{0}", "\u{7}", "\t", "\n", "\r\n", "\u{7F}", "\u{85}", "\u{A0}", "\u{200B}", "\u{200F}",
    "\u{202E}", "\u{2028}", "\u{FEFF}", "\u{301}", "\u{308}\u{301}", "e\u{301}", "é", "ß", "ﬁ",
    "Иван", "Ё", "שלום", "مرحبا", "٣", "١٢", "😀", "👨‍👩‍👧", "🇧🇾", "ＡＢｃ１", "５", "Ⅻ", "ǅ",
    " ", "  ", "'", "’", "-", ".", "@", "+", "(", ")", "\"", "\\", "%", "..", "--",
  ]

  private var random: SplitMix64

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// A string of up to `maxPieces` pieces, mostly from `plausible`, else hostile or arbitrary.
  mutating func text(from plausible: [String], maxPieces: Int = 24) -> String {
    let long = Int.random(in: 0..<50, using: &random) == 0
    let count = Int.random(in: 0...(long ? maxPieces * 12 : maxPieces), using: &random)
    var result = ""
    for _ in 0..<count {
      switch Int.random(in: 0..<20, using: &random) {
      case 0: result += pick(Self.hostilePieces)
      case 1: result.unicodeScalars.append(arbitraryScalar())
      default: result += pick(plausible)
      }
    }
    return result
  }

  /// One element of `pieces`.
  mutating func pick<Element>(_ pieces: [Element]) -> Element {
    pieces[Int.random(in: 0..<pieces.count, using: &random)]
  }

  /// A number in `range`.
  mutating func number(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  /// Any Unicode scalar, biased towards the Basic Multilingual Plane.
  private mutating func arbitraryScalar() -> Unicode.Scalar {
    let limit: UInt32 = Bool.random(using: &random) ? 0xFFFF : 0x10_FFFF
    while true {
      if let scalar = Unicode.Scalar(UInt32.random(in: 0...limit, using: &random)) {
        return scalar
      }
    }
  }
}
