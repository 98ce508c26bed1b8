import Testing

@testable import TerminalKit

/// The keys only the full-screen app uses: pages, Shift-Tab, control bytes of raw mode, a lone
/// Esc, mouse reports and bracketed pastes.
@Suite struct TerminalKeyDecoderFullScreenTests {
  func keys(_ bytes: [UInt8], flushing: Bool = false) -> [TerminalKey] {
    var decoder = TerminalKeyDecoder()
    var keys = bytes.compactMap { decoder.feed($0) }
    if flushing, let key = decoder.flushPendingEscape() { keys.append(key) }
    return keys
  }

  func keys(_ text: String, flushing: Bool = false) -> [TerminalKey] {
    keys(Array(text.utf8), flushing: flushing)
  }

  @Test func pagesAndShiftTab() {
    #expect(keys("\u{1B}[5~\u{1B}[6~\u{1B}[Z") == [.pageUp, .pageDown, .backTab])
  }

  @Test func controlBytesOfRawMode() {
    #expect(keys([0x03, 0x1A, 0x0C]) == [.interrupt, .suspend, .redraw])
  }

  @Test func aLoneEscapeWaitsForTheFlush() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed(0x1B) == nil)
    #expect(decoder.isEscapePending)
    #expect(decoder.flushPendingEscape() == .escape)
    #expect(!decoder.isEscapePending)
    #expect(decoder.flushPendingEscape() == nil, "flushed once")
    #expect(decoder.feed(UInt8(ascii: "j")) == .character("j"))
  }

  @Test func twoEscapesAreOneKeyAndOnePending() {
    #expect(keys("\u{1B}\u{1B}") == [.escape])
    #expect(keys("\u{1B}\u{1B}", flushing: true) == [.escape, .escape])
    #expect(keys("\u{1B}\u{1B}[A") == [.escape, .up])
  }

  @Test func anUnfinishedSequenceFlushesAsAltKeyOrNothing() {
    #expect(keys("\u{1B}[", flushing: true) == [.character("[")])
    #expect(keys("\u{1B}O", flushing: true) == [.character("O")])
    #expect(keys("\u{1B}[1;", flushing: true) == [])
    #expect(keys("\u{1B}[A", flushing: true) == [.up], "nothing left to flush")
  }

  @Test func sequencesSplitAcrossReadsStillDecode() {
    var decoder = TerminalKeyDecoder()
    var keys: [TerminalKey] = []
    for chunk in ["\u{1B}", "[", "5", "~", "\u{1B}[<0;1", "0;2", "M"] {
      keys += Array(chunk.utf8).compactMap { decoder.feed($0) }
    }
    #expect(keys == [.pageUp, .mouse(MouseEvent(kind: .press(.left), column: 9, row: 1))])
  }

  @Test func sgrMouseReports() {
    #expect(
      keys("\u{1B}[<0;1;1M\u{1B}[<0;1;1m\u{1B}[<2;80;24M\u{1B}[<1;3;4M") == [
        .mouse(MouseEvent(kind: .press(.left), column: 0, row: 0)),
        .mouse(MouseEvent(kind: .release, column: 0, row: 0)),
        .mouse(MouseEvent(kind: .press(.right), column: 79, row: 23)),
        .mouse(MouseEvent(kind: .press(.middle), column: 2, row: 3)),
      ])
    #expect(
      keys("\u{1B}[<64;10;5M\u{1B}[<65;1000;1000M") == [
        .mouse(MouseEvent(kind: .wheelUp, column: 9, row: 4)),
        .mouse(MouseEvent(kind: .wheelDown, column: 999, row: 999)),
      ])
    #expect(keys("\u{1B}[<16;3;3M") == [.mouse(MouseEvent(kind: .press(.left), column: 2, row: 2))])
    #expect(keys("\u{1B}[<35;3;3Mx") == [.character("x")], "motion is not asked for")
  }

  @Test func legacyMouseReportsAreNotReadAsKeys() {
    // Button 0 at column 81 (byte "q"), row 2.
    #expect(
      keys([0x1B, 0x5B, 0x4D, 32, 81 + 32, 2 + 32, 0x71]) == [
        .mouse(MouseEvent(kind: .press(.left), column: 80, row: 1)), .character("q"),
      ])
  }

  @Test func bracketedPasteComesAsOneText() {
    #expect(keys("\u{1B}[200~q: ё\tx\u{1B}[201~j") == [.paste("q: ё\tx"), .character("j")])
  }

  @Test func pasteDropsControlsAndKeepsLines() {
    #expect(
      keys("\u{1B}[200~a\r\nb\rc\nd\u{07}\u{1B}[A\u{7F}e\u{1B}[201~") == [
        .paste("a\nb\nc\nd[Ae")
      ])
    #expect(keys("\u{1B}[200~\u{1B}[201~") == [], "an empty paste is nothing")
  }

  @Test func aLongPasteSplitAcrossReads() {
    let text = String(repeating: "музыка ", count: 2000)
    var decoder = TerminalKeyDecoder()
    var keys: [TerminalKey] = []
    let bytes = Array(("\u{1B}[200~" + text + "\u{1B}[201~").utf8)
    for start in stride(from: 0, to: bytes.count, by: 1000) {
      keys += bytes[start..<min(start + 1000, bytes.count)].compactMap { decoder.feed($0) }
    }
    #expect(keys == [.paste(text)])
    #expect(!decoder.isEscapePending)
  }

  @Test func aPastePastItsLimitKeepsTheLimitAndStillEnds() {
    let limit = TerminalKeyDecoder.maximumPasteBytes
    let pasted = keys("\u{1B}[200~" + String(repeating: "a", count: limit * 2) + "\u{1B}[201~j")
    #expect(pasted.count == 2)
    #expect(pasted.first == .paste(String(repeating: "a", count: limit)))
    #expect(pasted.last == .character("j"), "the keys after it are keys again")
  }

  @Test func endingAPasteGivesWhatCameSoFar() {
    var decoder = TerminalKeyDecoder()
    for byte in Array("\u{1B}[200~abc".utf8) { _ = decoder.feed(byte) }
    #expect(decoder.isPasting)
    #expect(decoder.endPaste() == .paste("abc"))
    #expect(!decoder.isPasting)
    #expect(decoder.feed(UInt8(ascii: "q")) == .character("q"))
  }

}
