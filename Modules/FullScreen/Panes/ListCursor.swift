/// The cursor of a list and the first row shown, kept so the cursor is always on screen.
struct ListCursor: Equatable {
  private(set) var index = 0
  private(set) var top = 0

  /// A cursor on no row (a column of a list whose cursor is in another column).
  static let none = ListCursor(index: -1)

  init() {}

  private init(index: Int) { self.index = index }

  /// Moves for `command` in a list of `count` rows of which `visible` show; false when the
  /// command is not a move.
  mutating func apply(_ command: KeyCommand, count: Int, visible: Int) -> Bool {
    let page = max(1, visible - 1)
    switch command {
    case .up: index -= 1
    case .down: index += 1
    case .pageUp: index -= page
    case .pageDown: index += page
    case .top: index = 0
    case .bottom: index = count - 1
    default: return false
    }
    clamp(count: count, visible: visible)
    return true
  }

  /// Puts the cursor on row `row`.
  mutating func select(_ row: Int, count: Int, visible: Int) {
    index = row
    clamp(count: count, visible: visible)
  }

  /// Keeps the cursor within `count` rows and the shown window around it.
  mutating func clamp(count: Int, visible: Int) {
    index = min(max(0, index), max(0, count - 1))
    let visible = max(1, visible)
    if index < top { top = index }
    if index >= top + visible { top = index - visible + 1 }
    top = min(max(0, top), max(0, count - visible))
  }
}
