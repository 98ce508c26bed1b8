import TerminalKit
import Testing

@testable import LineEditing

@Suite struct LineEditorWordTests {
  func keys(_ text: String) -> [TerminalKey] {
    var decoder = TerminalKeyDecoder()
    return text.utf8.compactMap { decoder.feed($0) }
  }

  @Test func ctrlKKillsFromTheCursorToTheEnd() {
    var editor = LineEditor.typed("abbey road", left: 4)
    #expect(editor.apply(.killToEnd) == .edited)
    #expect(editor.text == "abbey ")
    #expect(editor.cursor == 6)
    #expect(editor.apply(.killToEnd) == .ignored)
  }

  @Test func altBMovesToTheStartOfEachWordBeforeTheCursor() {
    var editor = LineEditor.typed("кино  группа крови", left: 2)
    #expect(editor.apply(.wordLeft) == .moved)
    #expect(editor.cursor == 13, "to the start of «крови»")
    #expect(editor.apply(.wordLeft) == .moved)
    #expect(editor.cursor == 6, "over the space to the start of «группа»")
    #expect(editor.apply(.wordLeft) == .moved)
    #expect(editor.cursor == 0, "over both spaces to the start of «кино»")
    #expect(editor.apply(.wordLeft) == .ignored)
    #expect(editor.text == "кино  группа крови", "moving never edits")
  }

  @Test func altFMovesToTheEndOfEachWordAfterTheCursor() {
    var editor = LineEditor.typed("let it  be", left: 10)
    #expect(editor.apply(.wordRight) == .moved)
    #expect(editor.cursor == 3)
    #expect(editor.apply(.wordRight) == .moved)
    #expect(editor.cursor == 6)
    #expect(editor.apply(.wordRight) == .moved)
    #expect(editor.cursor == 10, "over both spaces to the end of «be»")
    #expect(editor.apply(.wordRight) == .ignored)
  }

  @Test func aWordMoveThenATypedCharacterInsertsThere() {
    var editor = LineEditor.typed("abbey road")
    _ = editor.apply(.wordLeft)
    _ = editor.apply(.character("X"))
    #expect(editor.text == "abbey Xroad")
  }

  @Test func ctrlKAltBAndAltFAreDecoded() {
    #expect(keys("\u{0B}") == [.killToEnd])
    #expect(keys("\u{1B}b\u{1B}f\u{1B}B\u{1B}F") == [.wordLeft, .wordRight, .wordLeft, .wordRight])
  }

  @Test func altAndCtrlArrowsMoveByWordsShiftArrowsByCharacters() {
    #expect(keys("\u{1B}[1;3D\u{1B}[1;3C") == [.wordLeft, .wordRight], "Alt")
    #expect(keys("\u{1B}[1;5D\u{1B}[1;5C") == [.wordLeft, .wordRight], "Ctrl")
    #expect(keys("\u{1B}[1;2D\u{1B}[1;2C") == [.left, .right], "Shift")
    #expect(keys("\u{1B}[D\u{1B}OC") == [.left, .right], "no modifier")
  }

  @Test func anotherAltKeyStillKeepsTheKey() {
    #expect(keys("\u{1B}x\u{1B}1") == [.character("x"), .character("1")])
  }
}
