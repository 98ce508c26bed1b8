/// The scroll of a page of text lines that ends in a list of rows (an item's page and the other
/// albums under it): Down scrolls the text, then, once the list shows, moves through its rows.
struct PageScroll: Equatable {
  /// The page's lines: how many, where its list starts and how many rows it has, how many show.
  struct Shape: Equatable {
    var lines = 0
    var listStart = 0
    var listCount = 0
    var visible = 1
  }

  /// The first line shown.
  private(set) var top = 0
  /// The list row chosen, nil while the text above the list is read.
  private(set) var selected: Int?

  /// Moves for `command` on a page of `shape`; false when the command is not a move.
  mutating func apply(_ command: KeyCommand, shape: Shape) -> Bool {
    let page = max(1, shape.visible - 1)
    switch command {
    case .down:
      if let row = selected {
        selected = min(row + 1, shape.listCount - 1)
      } else if shape.listCount > 0, shape.listStart < top + shape.visible {
        selected = 0
      } else {
        top += 1
      }
    case .up:
      if let row = selected {
        selected = row > 0 ? row - 1 : nil
      } else {
        top -= 1
      }
    case .pageDown:
      top += page
      selected = selected.map { min($0 + page, shape.listCount - 1) }
    case .pageUp:
      top -= page
      selected = selected.flatMap { $0 - page >= 0 ? $0 - page : nil }
    case .top:
      top = 0
      selected = nil
    case .bottom:
      top = shape.lines
      selected = shape.listCount > 0 ? shape.listCount - 1 : nil
    default: return false
    }
    clamp(shape)
    return true
  }

  /// Chooses list row `row` (a click, or Enter before any row was chosen).
  mutating func select(_ row: Int, shape: Shape) {
    selected = row
    clamp(shape)
  }

  /// Keeps the page within its lines and the chosen row on screen; a page that shows whole has
  /// its first row chosen, as a plain list would.
  mutating func clamp(_ shape: Shape) {
    let visible = max(1, shape.visible)
    if let row = selected {
      selected = shape.listCount > 0 ? min(max(0, row), shape.listCount - 1) : nil
    }
    if selected == nil, shape.listCount > 0, shape.lines <= visible { selected = 0 }
    if let row = selected {
      let line = shape.listStart + row
      if line < top { top = line }
      if line >= top + visible { top = line - visible + 1 }
    }
    top = min(max(0, top), max(0, shape.lines - visible))
  }
}
