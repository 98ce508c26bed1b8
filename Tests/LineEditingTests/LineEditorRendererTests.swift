import TerminalKit
import Testing

@testable import LineEditing

@Suite struct LineEditorRendererTests {
  let plain = LineEditorRenderer(prompt: "> ", style: TextStyle(enabled: false))

  func editor(_ text: String, left: Int = 0, suggestions: [String] = [], down: Int = 0)
    -> LineEditor
  {
    var editor = LineEditor()
    for character in text { _ = editor.apply(.character(character)) }
    for _ in 0..<left { _ = editor.apply(.left) }
    editor.offer(title: "Suggestions for “be”", suggestions: suggestions)
    for _ in 0..<down { _ = editor.apply(.down) }
    return editor
  }

  @Test func lineWithoutSuggestionsClearsBelowAndPutsTheCursorBack() {
    #expect(plain.draw(editor("кино", left: 2)) == "\r\u{1B}[J> кино\r> ки")
  }

  @Test func suggestionsGoUnderTheLineAndTheCursorGoesBackUp() {
    let drawn = plain.draw(editor("be", suggestions: ["the beatles", "beck"], down: 2))
    #expect(
      drawn
        == "\r\u{1B}[J> be\nSuggestions for “be”\n    the beatles\n  › beck\u{1B}[3A\r> be")
  }

  @Test func theHighlightIsReverseVideoWhenStyled() {
    let styled = LineEditorRenderer(prompt: "> ", style: TextStyle(enabled: true))
    let drawn = styled.draw(editor("be", suggestions: ["beck"], down: 1))
    #expect(drawn.contains("\n  › \u{1B}[7mbeck\u{1B}[0m"))
    #expect(drawn.contains("\n\u{1B}[2mSuggestions for “be”\u{1B}[0m"))
  }

  @Test func suggestionsWiderThanTheTerminalAreCutSoTheCursorCountStaysRight() {
    let drawn = plain.draw(
      editor("be", suggestions: ["the beatles sgt pepper's lonely hearts"], down: 1), width: 20)
    #expect(
      drawn == "\r\u{1B}[J> be\nSuggestions for “be”\n  › the beatles sgt…\u{1B}[2A\r> be")
  }

  @Test func finishingClearsTheSuggestionsAndEndsTheLine() {
    #expect(plain.finish("the beatles") == "\r\u{1B}[J> the beatles\n")
  }

  @Test func escapeSequencesInTextOrSuggestionsNeverReachTheTerminal() {
    let drawn = plain.draw(editor("a\u{1B}b", suggestions: ["x\u{1B}[2Jy"]))
    #expect(
      !drawn.replacingOccurrences(of: "\u{1B}[J", with: "").replacingOccurrences(
        of: "\u{1B}[2A", with: ""
      ).contains("\u{1B}"))
  }
}
