/// The cursor of a list and the first row shown, kept so the cursor is always on screen.
public struct ListCursor: Equatable, Sendable {
  public private(set) var index = 0
  public private(set) var top = 0

  /// A cursor on no row (a column of a list whose cursor is in another column).
  public static let none = ListCursor(index: -1)

  public init() {}

  private init(index: Int) { self.index = index }

  /// Moves for `move` in a list of `count` rows of which `visible` show.
  public mutating func apply(_ move: CursorMove, count: Int, visible: Int) {
    let page = max(1, visible - 1)
    switch move {
    case .up: index -= 1
    case .down: index += 1
    case .pageUp: index -= page
    case .pageDown: index += page
    case .top: index = 0
    case .bottom: index = count - 1
    }
    clamp(count: count, visible: visible)
  }

  /// Puts the cursor on row `row`.
  public mutating func select(_ row: Int, count: Int, visible: Int) {
    index = row
    clamp(count: count, visible: visible)
  }

  /// Keeps the cursor within `count` rows and the shown window around it.
  public mutating func clamp(count: Int, visible: Int) {
    index = min(max(0, index), max(0, count - 1))
    let visible = max(1, visible)
    if index < top { top = index }
    if index >= top + visible { top = index - visible + 1 }
    top = min(max(0, top), max(0, count - visible))
  }
}
