import TerminalKit
import Testing

@testable import TerminalFrames

@Suite struct FrameBufferTests {
  @Test func textIsCutWithAnEllipsisToTheRoomGiven() {
    var frame = FrameBuffer(width: 10, height: 1)
    let used = frame.put("Группа крови", x: 0, y: 0, limit: 8)
    #expect(used == 8)
    #expect(frame.text(ofRow: 0) == "Группа …  ")
  }

  @Test func wideGraphemesTakeTwoCellsAndAreNeverHalved() {
    var frame = FrameBuffer(width: 6, height: 1)
    frame.put("日本語", x: 0, y: 0, limit: 6)
    #expect(frame[1, 0].isContinuation)
    frame.put("x", x: 1, y: 0, limit: 1)
    // The left half of 日 is blanked rather than left to spill over.
    #expect(frame.text(ofRow: 0) == " x本語")
    var narrow = FrameBuffer(width: 5, height: 1)
    narrow.put("日本語", x: 0, y: 0, limit: 5)
    #expect(narrow.text(ofRow: 0) == "日本…")
  }

  @Test func controlCharactersNeverReachTheCells() {
    var frame = FrameBuffer(width: 12, height: 1)
    frame.put("a\u{1B}[2Jb\u{202E}c\td", x: 0, y: 0, limit: 12)
    let row = frame.text(ofRow: 0)
    #expect(!row.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
    #expect(row.hasPrefix("a�[2Jb�c d"))
  }

  /// The line and paragraph separators are a space in a cell, as in the line app's values.
  @Test func lineAndParagraphSeparatorsAreShownAsSpaces() {
    var frame = FrameBuffer(width: 8, height: 1)
    frame.put("a\u{2028}b\u{2029}c", x: 0, y: 0, limit: 8)
    #expect(frame.text(ofRow: 0) == "a b c   ")
  }

  @Test func hugeTextCostsOnlyTheCellsItFills() {
    var frame = FrameBuffer(width: 40, height: 1)
    let used = frame.put(String(repeating: "я", count: 2_000_000), x: 0, y: 0, limit: 40)
    #expect(used == 40)
    #expect(frame.text(ofRow: 0).hasSuffix("я…"))
  }

  @Test func nothingIsDrawnOutsideTheScreen() {
    var frame = FrameBuffer(width: 4, height: 2)
    #expect(frame.put("abc", x: 4, y: 0, limit: 3) == 0)
    #expect(frame.put("abc", x: 0, y: 2, limit: 3) == 0)
    frame.fill(Rect(x: -2, y: -2, width: 10, height: 10), style: CellStyle(.accent))
    #expect(frame[3, 1].style == CellStyle(.accent))
  }

  /// Terminals disagree on the width of joined and emoji-styled sequences: the frame keeps
  /// their first scalar, drawn alike everywhere, so no cell is left stale.
  @Test func joinedAndEmojiStyledSequencesKeepTheirFirstScalar() {
    var frame = FrameBuffer(width: 20, height: 1)
    let used = frame.put("❤️1️⃣a\u{200D}b👨‍👩‍👧", x: 0, y: 0, limit: 20)
    #expect(frame.plainText == "❤1ab👨" + String(repeating: " ", count: 14))
    #expect(used == 6)
  }

  @Test func aCellKeepsAFewMarksNotThousands() {
    var frame = FrameBuffer(width: 4, height: 1)
    frame.put("a" + String(repeating: "\u{301}", count: 2000) + "b", x: 0, y: 0, limit: 4)
    #expect(frame[0, 0].text.unicodeScalars.count == FrameBuffer.maximumScalars)
    #expect(frame[1, 0].text == "b")
  }

}
