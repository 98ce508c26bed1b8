/// The scroll of a page of text lines that ends in a list of rows (an item's page and the other
/// albums under it): Down scrolls the text, then, once the list shows, moves through its rows.
public struct PageScroll: Equatable, Sendable {
  /// The page's lines: how many, where its list starts and how many rows it has, how many show.
  public struct Shape: Equatable, Sendable {
    public var lines: Int
    public var listStart: Int
    public var listCount: Int
    public var visible: Int

    public init(lines: Int = 0, listStart: Int = 0, listCount: Int = 0, visible: Int = 1) {
      self.lines = lines
      self.listStart = listStart
      self.listCount = listCount
      self.visible = visible
    }
  }

  /// The first line shown.
  public private(set) var top = 0
  /// The list row chosen, nil while the text above the list is read.
  public private(set) var selected: Int?

  public init() {}

  /// Moves for `move` on a page of `shape`.
  public mutating func apply(_ move: CursorMove, shape: Shape) {
    let page = max(1, shape.visible - 1)
    switch move {
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
    }
    clamp(shape)
  }

  /// Chooses list row `row` (a click, or Enter before any row was chosen).
  public mutating func select(_ row: Int, shape: Shape) {
    selected = row
    clamp(shape)
  }

  /// Keeps the page within its lines and the chosen row on screen; a page that shows whole has
  /// its first row chosen, as a plain list would.
  public mutating func clamp(_ shape: Shape) {
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
