import Testing

@testable import TerminalKit

/// An Esc and the key typed at once after it, as the full-screen app reads them.
@Suite struct TerminalKeyDecoderQuickEscapeTests {
  func keys(_ text: String) -> [TerminalKey] {
    var decoder = TerminalKeyDecoder()
    decoder.keepsEscapeBeforeKey = true
    var keys: [TerminalKey] = []
    for byte in text.utf8 {
      if let key = decoder.feed(byte) { keys.append(key) }
      if let key = decoder.takeQueued() { keys.append(key) }
    }
    return keys
  }

  @Test func aQuickEscapeThenAKeyAreBothKept() {
    #expect(keys("\u{1B}/") == [.escape, .character("/")])
    #expect(keys("\u{1B}q") == [.escape, .character("q")])
    #expect(keys("\u{1B}ж") == [.escape, .character("ж")])
  }

  @Test func sequencesAndAltWordMovesAreStillKeys() {
    #expect(keys("\u{1B}[A\u{1B}OH\u{1B}b") == [.up, .home, .wordLeft])
  }

  @Test func theLineEditorStillReadsAltWithAKeyAsTheKey() {
    var decoder = TerminalKeyDecoder()
    #expect("\u{1B}/".utf8.compactMap { decoder.feed($0) } == [.character("/")])
  }
}
