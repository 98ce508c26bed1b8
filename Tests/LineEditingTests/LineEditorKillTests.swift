import TerminalKit
import Testing

@testable import LineEditing

@Suite struct LineEditorKillTests {
  @Test func ctrlUKillsEverythingBeforeTheCursor() {
    var editor = LineEditor.typed("the beatles", left: 3)
    #expect(editor.apply(.killToStart) == .edited)
    #expect(editor.text == "les")
    #expect(editor.cursor == 0)
    #expect(editor.apply(.killToStart) == .ignored)
  }

  @Test func ctrlWKillsThePreviousWordWithTheSpacesAfterIt() {
    var editor = LineEditor.typed("группа  крови ")
    #expect(editor.apply(.killPreviousWord) == .edited)
    #expect(editor.text == "группа  ")
    #expect(editor.apply(.killPreviousWord) == .edited)
    #expect(editor.text.isEmpty && editor.cursor == 0)
    #expect(editor.apply(.killPreviousWord) == .ignored)
  }

  @Test func ctrlWInTheMiddleKeepsWhatFollowsTheCursor() {
    var editor = LineEditor.typed("abba gold", left: 4)
    #expect(editor.apply(.killPreviousWord) == .edited)
    #expect(editor.text == "gold")
    #expect(editor.cursor == 0)
  }

  @Test func ctrlUAndCtrlWAreDecoded() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed(0x15) == .killToStart)
    #expect(decoder.feed(0x17) == .killPreviousWord)
  }
}
