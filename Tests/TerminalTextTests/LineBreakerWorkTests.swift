import Testing

@testable import TerminalText

/// Line breaking reads each token a bounded number of times, however long a word is: the work
/// counted for a word ten times longer is at most ten times larger (a breaker that measured the
/// rest of the word again for each line would do a hundred times the work).
@Suite struct LineBreakerWorkTests {
  static func work(_ paragraph: String, width: Int = 40) -> Int {
    LineBreaker.broken(paragraph, firstWidth: width, restWidth: width).tokensRead
  }

  static func expectLinear(
    _ make: (Int) -> String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let small = work(make(2_000))
    let large = work(make(20_000))
    #expect(large <= small * 11, "\(small) → \(large)", sourceLocation: sourceLocation)
    #expect(large <= make(20_000).count * 6, "a few reads a token", sourceLocation: sourceLocation)
  }

  @Test func aLongWordCostsInProportionToItsLength() {
    Self.expectLinear { String(repeating: "a", count: $0) }
  }

  @Test func aLongAddressCutAtItsSlashesCostsInProportionToItsLength() {
    Self.expectLinear { String(repeating: "ab/", count: $0 / 3) }
  }

  @Test func dashesGluedToOneWordCostInProportionToTheirNumber() {
    Self.expectLinear { "a" + String(repeating: " —", count: $0 / 2) }
  }

  @Test func wideAndZeroWidthGraphemesCostInProportionToTheirNumber() {
    Self.expectLinear { String(repeating: "東\u{200B}e\u{301}", count: $0 / 3) }
  }

  @Test func aMegabyteWordIsCutIntoFullLinesThatJoinBackIntoIt() {
    let word = String(repeating: "abcdefghij", count: 100_000)

    let lines = TextLayout(width: 40).wrap(word)

    #expect(lines.count == 25_000)
    #expect(lines.allSatisfy { $0.count == 40 })
    #expect(lines.joined() == word)
  }
}
