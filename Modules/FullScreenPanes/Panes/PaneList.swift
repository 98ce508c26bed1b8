import AppCommands
import Localization
import TerminalFrames

/// The list every list pane has: its cursor, how many rows fit, the notices over it and the
/// moves of the cursor keys.
struct PaneList {
  private(set) var cursor = ListCursor()
  private var visibleRows = 1
  /// Rows of the pane's body above the list (its notices), as last drawn.
  private var listOffset = 0
  private var count = 0

  /// The row the cursor is on, from 0.
  var index: Int { cursor.index }

  /// Draws `failure`, `message` and `age` at the top of `rect`, then `rows` under them.
  mutating func draw(
    _ rows: [ListRow], failure: FailureNotice? = nil, message: String? = nil, age: String? = nil,
    on frame: inout FrameBuffer, in rect: Rect, focused: Bool
  ) {
    let used = frame.drawNotice(failure: failure, message: message, age: age, in: rect)
    let list = rect.splitTop(used).rest
    listOffset = used
    count = rows.count
    visibleRows = max(1, list.height)
    cursor.clamp(count: rows.count, visible: visibleRows)
    frame.drawList(rows, cursor: cursor, in: list, focused: focused)
  }

  /// Moves the cursor for `command` in a list of `count` rows; false when it is not a move.
  mutating func move(_ command: AppCommand, count: Int) -> Bool {
    cursor.apply(command, count: count, visible: visibleRows)
  }

  /// Puts the cursor on the row drawn `row` rows below the body's top; false when none is there.
  mutating func select(row: Int) -> Bool {
    let index = cursor.top + row - listOffset
    guard row >= listOffset, row - listOffset < visibleRows, index < count else { return false }
    cursor.select(index, count: count, visible: visibleRows)
    return true
  }

  /// Puts the cursor back on the first row (a new list).
  mutating func reset() {
    cursor.select(0, count: 0, visible: visibleRows)
  }
}
