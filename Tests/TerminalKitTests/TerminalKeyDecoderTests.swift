import Testing

@testable import TerminalKit

@Suite struct TerminalKeyDecoderTests {
  func keys(_ bytes: [UInt8]) -> [TerminalKey] {
    var decoder = TerminalKeyDecoder()
    return bytes.compactMap { decoder.feed($0) }
  }

  func keys(_ text: String) -> [TerminalKey] { keys(Array(text.utf8)) }

  @Test func utf8CharactersComeWhole() {
    #expect(keys("aё🎸") == [.character("a"), .character("ё"), .character("🎸")])
  }

  @Test func arrowsHomeEndAndDeleteInBothEncodings() {
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OH\u{1B}OF") == [.up, .down, .home, .end])
    #expect(
      keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~") == [.home, .end, .home, .end, .delete])
  }

  @Test func controlKeys() {
    #expect(
      keys([0x0D, 0x0A, 0x7F, 0x08, 0x09, 0x04]) == [
        .enter, .enter, .backspace, .backspace, .tab, .endOfInput,
      ])
    #expect(
      keys([0x01, 0x05, 0x02, 0x06, 0x10, 0x0E]) == [.home, .end, .left, .right, .up, .down])
  }

  @Test func unknownSequencesAndControlsAreDropped() {
    #expect(keys("\u{1B}[2~x\u{1B}[15~y\u{07}\u{1B}OP") == [.character("x"), .character("y")])
    #expect(keys("\u{1B}[1;5C") == [.wordRight], "Ctrl+Right moves by a word")
  }

  @Test func anEscapeNotFollowedByASequenceKeepsTheNextKey() {
    #expect(keys("\u{1B}x") == [.character("x")])
  }

  @Test func aBrokenUTF8SequenceDoesNotSwallowTheNextKey() {
    #expect(keys([0xD0, 0x41]) == [.character("A")])
    #expect(keys([0x80, 0x42]) == [.character("B")])
  }
}
