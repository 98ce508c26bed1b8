import TerminalKit
import TerminalText

/// The exact bytes that draw a line editor on an ANSI terminal: the prompt and the text on the
/// input line, the suggestions on the lines under it, and the cursor back in its place.
///
/// Every drawing starts at the input line's first row: a carriage return and "erase below"
/// (`ESC [ J`) remove the old line and the old suggestions at once; only where the cursor stood
/// in the line drawn before is needed, to go back up a line that wrapped. Moving back up is
/// relative, which stays right when the suggestions or a wrapped line make the screen scroll.
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
  /// leaving the cursor in the text. `previous` is the editor as last drawn: a line longer than
  /// the width wraps, and the cursor first goes back up to where it starts.
  public func draw(_ editor: LineEditor, width: Int? = nil, over previous: LineEditor? = nil)
    -> String
  {
    // A suggestion that wrapped would throw out the count of lines the cursor goes back up.
    let lines = suggestionLines(editor).map(TextLayout(width: width).truncated)
    let text = TerminalSafe.clean(editor.text)
    var output = backToStart(from: previous, width: width) + "\r\u{1B}[J" + prompt + text
    for line in lines { output += "\n" + line }
    let up = lines.count + row(after: prompt + text, width: width)
    if up > 0 { output += "\u{1B}[\(up)A" }
    // Writing the prompt and the text before the cursor again puts the cursor after them without
    // knowing how many cells the prompt's emoji or the text take.
    output += "\r" + prompt + TerminalSafe.clean(String(editor.textBeforeCursor))
    return output
  }

  /// Clears the suggestions and leaves `line` on the input line, with the cursor on the next line.
  public func finish(_ line: String, over previous: LineEditor? = nil, width: Int? = nil)
    -> String
  {
    abandon(line, over: previous, width: width) + "\n"
  }

  /// Clears the suggestions and leaves `line` on the input line, with the cursor after it: what an
  /// interrupt (Ctrl-C) writes, before the newline the app's exit adds.
  public func abandon(_ line: String, over previous: LineEditor? = nil, width: Int? = nil)
    -> String
  {
    backToStart(from: previous, width: width) + "\r\u{1B}[J" + prompt + TerminalSafe.clean(line)
  }

  /// The move up from the cursor of `previous`, as drawn, to the first row of its input line, in
  /// `width` (a terminal that was resized has wrapped the line again at its new width).
  private func backToStart(from previous: LineEditor?, width: Int?) -> String {
    guard let previous else { return "" }
    let up = row(
      after: prompt + TerminalSafe.clean(String(previous.textBeforeCursor)), width: width)
    return up > 0 ? "\u{1B}[\(up)A" : ""
  }

  /// The row, from 0, the cursor is on after `text` is written from the start of a row `width`
  /// cells wide. A row filled to its last cell keeps the cursor on it until the next character,
  /// and a wide character that does not fit in a row's last cell goes to the next row.
  func row(after text: String, width: Int?) -> Int {
    guard let width, width > 0 else { return 0 }
    var row = 0
    var column = 0
    for character in text {
      let cells = DisplayWidth.of(character: character)
      if column + cells > width {
        row += 1
        column = 0
      }
      column += cells
    }
    return row
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
