/// One key (or mouse report, or paste) decoded from the bytes a terminal sends; the line editor
/// acts on the editing keys and ignores the rest.
public enum TerminalKey: Equatable, Sendable {
  /// A printable character to insert at the cursor.
  case character(Character)
  /// Deletes the character before the cursor (Backspace).
  case backspace
  /// Deletes the character under the cursor (Delete).
  case delete
  /// Moves the cursor one character left.
  case left
  /// Moves the cursor one character right.
  case right
  /// Moves the cursor to the start of the line.
  case home
  /// Moves the cursor to the end of the line.
  case end
  /// Highlights the previous suggestion.
  case up
  /// Highlights the next suggestion.
  case down
  /// Fills the line with the highlighted (or first) suggestion without submitting it.
  case tab
  /// Submits the line, or the highlighted suggestion.
  case enter
  /// Ctrl-D: the end of input on an empty line, else deletes the character under the cursor.
  case endOfInput
  /// Ctrl-U: deletes everything before the cursor.
  case killToStart
  /// Ctrl-W: deletes the word before the cursor, with the spaces after it.
  case killPreviousWord
  /// Ctrl-K: deletes everything from the cursor to the end of the line.
  case killToEnd
  /// Alt-B (or Alt/Ctrl-Left): moves the cursor to the start of the word before it.
  case wordLeft
  /// Alt-F (or Alt/Ctrl-Right): moves the cursor to the end of the word after it.
  case wordRight
  /// A lone Esc, told from the start of a sequence by `TerminalKeyDecoder.flushPendingEscape()`.
  case escape
  /// Page Up (`CSI 5 ~`).
  case pageUp
  /// Page Down (`CSI 6 ~`).
  case pageDown
  /// Shift-Tab (`CSI Z`).
  case backTab
  /// Ctrl-C read as a byte (raw mode without signals).
  case interrupt
  /// Ctrl-Z read as a byte (raw mode without signals).
  case suspend
  /// Ctrl-L: draw the whole screen again.
  case redraw
  /// A mouse report (SGR encoding).
  case mouse(MouseEvent)
  /// Text pasted while bracketed paste is on, without control characters but tab and newline.
  case paste(String)
}
