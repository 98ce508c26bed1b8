/// A rectangle of cells on the screen: its top-left corner and its size, never negative.
public struct Rect: Equatable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The rows `count` rows from the top, and what is left below them.
  public func splitTop(_ count: Int) -> (top: Rect, rest: Rect) {
    let taken = min(max(0, count), height)
    return (
      Rect(x: x, y: y, width: width, height: taken),
      Rect(x: x, y: y + taken, width: width, height: height - taken)
    )
  }

  /// The bottom `count` rows, and what is left above them.
  public func splitBottom(_ count: Int) -> (rest: Rect, bottom: Rect) {
    let taken = min(max(0, count), height)
    return (
      Rect(x: x, y: y, width: width, height: height - taken),
      Rect(x: x, y: y + height - taken, width: width, height: taken)
    )
  }

  /// The left `count` columns, and what is left to their right.
  public func splitLeft(_ count: Int) -> (left: Rect, rest: Rect) {
    let taken = min(max(0, count), width)
    return (
      Rect(x: x, y: y, width: taken, height: height),
      Rect(x: x + taken, y: y, width: width - taken, height: height)
    )
  }

  /// The rectangle less `columns` on each side and `rows` above and below.
  public func inset(columns: Int, rows: Int) -> Rect {
    Rect(x: x + columns, y: y + rows, width: width - 2 * columns, height: height - 2 * rows)
  }
}
