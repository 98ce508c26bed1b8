/// The exact bytes that draw a line editor on an ANSI terminal: the prompt and the text on the
/// input line, the suggestions on the lines under it, and the cursor back in its place.
///
/// Every drawing starts at the input line: a carriage return and "erase below" (`ESC [ J`)
/// remove the old line and the old suggestions at once, so nothing needs to remember how many
/// lines were drawn before. Moving back up is relative, which stays right when the suggestions
/// make the screen scroll.
public struct LineEditorRenderer: Sendable {
  /// What stands before the text, e.g. "🔎 ".
  public let prompt: String
  /// Styling for the title and the highlighted suggestion.
  public let style: TextStyle

  /// Creates a renderer.
  public init(prompt: String, style: TextStyle) {
    self.prompt = prompt
    self.style = style
  }

  /// Redraws the input line and the suggestions under it, each cut to `width` (nil: whole),
  /// leaving the cursor in the text.
  public func draw(_ editor: LineEditor, width: Int? = nil) -> String {
    // A suggestion that wrapped would throw out the count of lines the cursor goes back up.
    let lines = suggestionLines(editor).map(TextLayout(width: width).truncated)
    var output = "\r\u{1B}[J" + prompt + TerminalSafe.clean(editor.text)
    for line in lines { output += "\n" + line }
    if !lines.isEmpty { output += "\u{1B}[\(lines.count)A" }
    // Writing the prompt and the text before the cursor again puts the cursor after them without
    // knowing how many cells the prompt's emoji or the text take.
    output += "\r" + prompt + TerminalSafe.clean(String(editor.textBeforeCursor))
    return output
  }

  /// Clears the suggestions and leaves `line` on the input line, with the cursor on the next line.
  public func finish(_ line: String) -> String {
    abandon(line) + "\n"
  }

  /// Clears the suggestions and leaves `line` on the input line, with the cursor after it: what an
  /// interrupt (Ctrl-C) writes, before the newline the app's exit adds.
  public func abandon(_ line: String) -> String {
    "\r\u{1B}[J" + prompt + TerminalSafe.clean(line)
  }

  private func suggestionLines(_ editor: LineEditor) -> [String] {
    guard !editor.suggestions.isEmpty else { return [] }
    let title = style.hint(TerminalSafe.clean(editor.suggestionsTitle ?? ""))
    return [title]
      + editor.suggestions.enumerated().map { index, suggestion in
        let text = TerminalSafe.clean(suggestion)
        return index == editor.highlighted ? "  › " + style.highlight(text) : "    " + text
      }
  }
}
