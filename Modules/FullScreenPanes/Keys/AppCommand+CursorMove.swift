import AppCommands
import TerminalFrames

extension AppCommand {
  /// The move of a cursor or a scroll this command is; nil for any other command.
  var cursorMove: CursorMove? {
    switch self {
    case .up: .up
    case .down: .down
    case .pageUp: .pageUp
    case .pageDown: .pageDown
    case .top: .top
    case .bottom: .bottom
    default: nil
    }
  }
}

extension ListCursor {
  /// Moves for `command` in a list of `count` rows of which `visible` show; false when the
  /// command is not a move.
  mutating func apply(_ command: AppCommand, count: Int, visible: Int) -> Bool {
    guard let move = command.cursorMove else { return false }
    apply(move, count: count, visible: visible)
    return true
  }
}

extension PageScroll {
  /// Moves for `command` on a page of `shape`; false when the command is not a move.
  mutating func apply(_ command: AppCommand, shape: Shape) -> Bool {
    guard let move = command.cursorMove else { return false }
    apply(move, shape: shape)
    return true
  }
}
