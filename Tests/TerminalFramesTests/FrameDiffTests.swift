import TerminalKit
import Testing

@testable import TerminalFrames

@Suite struct FrameDiffTests {
  @Test func theFirstFrameClearsAndWritesEverythingInOneSynchronizedUpdate() {
    var frame = FrameBuffer(width: 10, height: 2)
    frame.put("hello", x: 0, y: 1, limit: 10)
    let bytes = FrameDiff.update(from: nil, to: frame, theme: .noColor)
    #expect(bytes.hasPrefix("\u{1B}[?2026h"))
    #expect(bytes.hasSuffix("\u{1B}[?2026l"))
    #expect(bytes.contains("\u{1B}[2J"))
    #expect(bytes.contains("\u{1B}[2;1Hhello"))
  }

  @Test func anUnchangedFrameWritesNothing() {
    var frame = FrameBuffer(width: 10, height: 2)
    frame.put("hello", x: 0, y: 0, limit: 10)
    #expect(FrameDiff.update(from: frame, to: frame, theme: .noColor) == "")
  }

  @Test func onlyTheChangedCellsAreWrittenWithOneCursorMovePerRun() {
    var before = FrameBuffer(width: 20, height: 3)
    before.put("row one", x: 0, y: 0, limit: 20)
    before.put("row two", x: 0, y: 1, limit: 20)
    var after = before
    after.put("TWO", x: 4, y: 1, limit: 3)
    let bytes = FrameDiff.update(from: before, to: after, theme: .noColor)
    #expect(bytes.contains("\u{1B}[2;5H"))
    #expect(bytes.contains("TWO"))
    #expect(!bytes.contains("row"))
    #expect(!bytes.contains("\u{1B}[2J"))
    #expect(bytes.components(separatedBy: "H").count - 1 == 1)
  }

  @Test func aResizeRedrawsTheWholeScreen() {
    let small = FrameBuffer(width: 10, height: 2)
    var large = FrameBuffer(width: 12, height: 3)
    large.put("x", x: 0, y: 0, limit: 1)
    #expect(FrameDiff.update(from: small, to: large, theme: .noColor).contains("\u{1B}[2J"))
  }

  @Test func aChangedWideGraphemeIsWrittenFromItsLeftHalf() {
    var before = FrameBuffer(width: 6, height: 1)
    before.put("日本", x: 0, y: 0, limit: 6)
    var after = before
    after.put("語", x: 2, y: 0, limit: 2)
    let bytes = FrameDiff.update(from: before, to: after, theme: .noColor)
    #expect(bytes.contains("\u{1B}[1;3H"))
    #expect(bytes.contains("語"))
    #expect(!bytes.contains("日"))
  }

  @Test func withoutColourTheSelectionIsReverseVideoAndTitlesBold() {
    #expect(FrameDiff.sgr(CellStyle(.title, bold: true), theme: .noColor).contains("1"))
    let selection = FrameDiff.sgr(CellStyle(.selection), theme: .noColor)
    #expect(selection.split(separator: ";").contains("7"))
    #expect(!selection.contains("38;"))
  }
}

@Suite struct FrameDiffErasingTests {
  @Test func aLongRunOfBlanksIsErasedInPlaceNotWrittenSpaceBySpace() {
    var before = FrameBuffer(width: 120, height: 1)
    before.put(String(repeating: "x", count: 100), x: 0, y: 0, limit: 120)
    var after = FrameBuffer(width: 120, height: 1)
    after.put("title", x: 0, y: 0, limit: 120)
    after.put("1988", x: 116, y: 0, limit: 4)
    let bytes = FrameDiff.update(from: before, to: after, theme: .noColor)
    // From after "title" to before "1988": the unchanged blanks go with the changed ones.
    #expect(bytes.contains("title\u{1B}[111X"), "\(bytes.debugDescription)")
    #expect(!bytes.contains(String(repeating: " ", count: 16)))
    #expect(bytes.utf8.count < 60)
  }

  @Test func aShortGapIsWrittenAndAFullRedrawSkipsBlanks() {
    var before = FrameBuffer(width: 20, height: 1)
    before.put("abcdefghij", x: 0, y: 0, limit: 20)
    var after = FrameBuffer(width: 20, height: 1)
    after.put("a", x: 0, y: 0, limit: 1)
    after.put("j", x: 9, y: 0, limit: 1)
    let bytes = FrameDiff.update(from: before, to: after, theme: .noColor)
    #expect(!bytes.contains("X"))
    #expect(bytes.contains("\u{1B}[1;2H\u{1B}[0m        \u{1B}[0m"), "\(bytes.debugDescription)")
    var wide = FrameBuffer(width: 200, height: 3)
    wide.put("x", x: 199, y: 2, limit: 1)
    let full = FrameDiff.update(from: nil, to: wide, theme: .noColor)
    #expect(full.contains("\u{1B}[2J"))
    #expect(full.utf8.count < 80, "a cleared screen needs no blanks written")
  }

  @Test func aHighlightedRowsPaddingIsErasedInItsBackgroundButNotInReverseVideo() {
    var before = FrameBuffer(width: 100, height: 1)
    before.put("row", x: 0, y: 0, limit: 100)
    var after = before
    after.restyle(Rect(x: 0, y: 0, width: 100, height: 1), style: CellStyle(.selection))
    let colored = FrameDiff.update(from: before, to: after, theme: .dark.at(.ansi256))
    #expect(colored.contains("row\u{1B}[97X"), "\(colored.debugDescription)")
    #expect(colored.utf8.count < 60)
    let reversed = FrameDiff.update(from: before, to: after, theme: .noColor)
    #expect(!reversed.contains("X"), "an erase does not carry reverse video")
    #expect(reversed.contains("row" + String(repeating: " ", count: 97)))
  }
}
