import TerminalKit
import Testing

@testable import LineEditing

@Suite struct LineEditorTests {
  func editor(typing text: String, suggestions: [String] = []) -> LineEditor {
    var editor = LineEditor()
    for character in text { _ = editor.apply(.character(character)) }
    editor.offer(title: "Suggestions", suggestions: suggestions)
    return editor
  }

  @Test func typingInsertsAtTheCursorAndAsksForSuggestions() {
    var editor = editor(typing: "кно")
    #expect(editor.apply(.left) == .moved)
    #expect(editor.apply(.left) == .moved)
    #expect(editor.apply(.character("и")) == .edited)
    #expect(editor.text == "кино")
    #expect(editor.cursor == 2)
    #expect(editor.textBeforeCursor == "ки")
  }

  @Test func backspaceRemovesWholeCharactersNotBytes() {
    var editor = editor(typing: "ёж🎸")
    #expect(editor.apply(.backspace) == .edited)
    #expect(editor.text == "ёж")
    #expect(editor.apply(.backspace) == .edited)
    #expect(editor.apply(.backspace) == .edited)
    #expect(editor.text.isEmpty && editor.cursor == 0)
    #expect(editor.apply(.backspace) == .ignored)
  }

  @Test func backspaceInTheMiddleKeepsTheCursorInPlace() {
    var editor = editor(typing: "abc")
    _ = editor.apply(.left)
    #expect(editor.apply(.backspace) == .edited)
    #expect(editor.text == "ac")
    #expect(editor.cursor == 1)
  }

  @Test func deleteAndCtrlDRemoveUnderTheCursor() {
    var editor = editor(typing: "abc")
    _ = editor.apply(.home)
    #expect(editor.apply(.delete) == .edited)
    #expect(editor.apply(.endOfInput) == .edited)
    #expect(editor.text == "c")
    _ = editor.apply(.end)
    #expect(editor.apply(.delete) == .ignored)
    #expect(editor.apply(.endOfInput) == .ignored, "Ctrl-D at the end of a non-empty line")
  }

  @Test func ctrlDOnAnEmptyLineEndsInput() {
    var editor = LineEditor()
    #expect(editor.apply(.endOfInput) == .endOfInput)
  }

  @Test func cursorStaysWithinTheText() {
    var editor = editor(typing: "ab")
    #expect(editor.apply(.right) == .ignored)
    #expect(editor.apply(.home) == .moved)
    #expect(editor.cursor == 0)
    #expect(editor.apply(.left) == .ignored)
    #expect(editor.apply(.home) == .ignored)
    #expect(editor.apply(.right) == .moved)
    #expect(editor.cursor == 1)
    #expect(editor.apply(.end) == .moved)
    #expect(editor.cursor == 2)
  }

  @Test func combiningMarkJoinsTheCharacterBeforeIt() {
    var editor = editor(typing: "е")
    _ = editor.apply(.character("\u{0308}"))
    #expect(editor.text == "е\u{0308}")
    #expect(editor.cursor == 1)
  }

  @Test func upAndDownCycleThroughTheSuggestionsAndTheTypedText() {
    var editor = editor(typing: "be", suggestions: ["the beatles", "beck"])
    #expect(editor.highlighted == nil)
    #expect(editor.apply(.down) == .moved)
    #expect(editor.highlighted == 0)
    _ = editor.apply(.down)
    #expect(editor.highlighted == 1)
    _ = editor.apply(.down)
    #expect(editor.highlighted == nil, "past the last, back to the typed text")
    _ = editor.apply(.up)
    #expect(editor.highlighted == 1, "up from the text goes to the last")
    #expect(editor.text == "be", "highlighting never changes the text")
  }

  @Test func upAndDownWithoutSuggestionsDoNothing() {
    var editor = editor(typing: "zz")
    #expect(editor.apply(.down) == .ignored)
    #expect(editor.apply(.up) == .ignored)
  }

  @Test func enterSubmitsTheHighlightedSuggestion() {
    var editor = editor(typing: "be", suggestions: ["the beatles", "beck"])
    _ = editor.apply(.down)
    _ = editor.apply(.down)
    #expect(editor.apply(.enter) == .submitted("beck"))
    #expect(editor.text == "beck")
  }

  @Test func enterWithoutHighlightSubmitsTheTypedText() {
    var editor = editor(typing: "bea", suggestions: ["the beatles"])
    #expect(editor.apply(.enter) == .submitted("bea"))
  }

  @Test func tabFillsTheLineWithoutSubmitting() {
    var editor = editor(typing: "be", suggestions: ["the beatles", "beck"])
    _ = editor.apply(.up)
    #expect(editor.apply(.tab) == .edited)
    #expect(editor.text == "beck")
    #expect(editor.cursor == 4)
    #expect(editor.highlighted == nil)
  }

  @Test func tabWithoutHighlightTakesTheFirstSuggestion() {
    var editor = editor(typing: "be", suggestions: ["the beatles", "beck"])
    #expect(editor.apply(.tab) == .edited)
    #expect(editor.text == "the beatles")
    var none = LineEditor()
    #expect(none.apply(.tab) == .ignored)
  }

  @Test func typingDropsTheHighlight() {
    var editor = editor(typing: "be", suggestions: ["the beatles"])
    _ = editor.apply(.down)
    _ = editor.apply(.character("a"))
    #expect(editor.highlighted == nil)
    #expect(editor.apply(.enter) == .submitted("bea"))
  }

  @Test func atMostFiveSuggestionsAndNoTitleWithoutThem() {
    var editor = LineEditor()
    editor.offer(title: "Recent", suggestions: ["1", "2", "3", "4", "5", "6"])
    #expect(editor.suggestions == ["1", "2", "3", "4", "5"])
    #expect(editor.suggestionsTitle == "Recent")
    editor.offer(title: "Recent", suggestions: [])
    #expect(editor.suggestionsTitle == nil)
  }

  @Test func newSuggestionsDropTheHighlight() {
    var editor = editor(typing: "b", suggestions: ["beck"])
    _ = editor.apply(.down)
    editor.offer(title: "t", suggestions: ["beck"])
    #expect(editor.highlighted == nil)
  }

  @Test func aPasteIsInsertedAtTheCursorOnOneLine() {
    var editor = editor(typing: "ab")
    _ = editor.apply(.left)
    #expect(editor.apply(.paste("x\ny\tz")) == .edited)
    #expect(editor.text == "ax y zb")
    #expect(editor.cursor == 6)
  }

  @Test func theLineStopsGrowingAtItsLimit() {
    var editor = LineEditor()
    #expect(editor.apply(.paste(String(repeating: "ж", count: LineEditor.maximumBytes))) == .edited)
    #expect(editor.text.utf8.count == LineEditor.maximumBytes)
    #expect(editor.apply(.character("a")) == .ignored)
    #expect(
      editor.apply(.paste("a\u{301}" + String(repeating: "\u{301}", count: 50_000))) == .ignored)
    #expect(editor.apply(.backspace) == .edited)
    #expect(editor.apply(.character("a")) == .edited, "room again after a deletion")
  }

  /// The keys only the full-screen app uses, all but the paste (typed in, above), do nothing.
  @Test func theLineEditorIgnoresTheNewKeys() {
    var editor = LineEditor()
    _ = editor.apply(.character("a"))
    let keys: [TerminalKey] = [
      .escape, .pageUp, .pageDown, .backTab, .interrupt, .suspend, .redraw,
      .mouse(MouseEvent(kind: .wheelUp, column: 0, row: 0)),
    ]
    for key in keys { #expect(editor.apply(key) == .ignored) }
    #expect(editor.text == "a")
  }
}
