/// A mouse report: what happened and at which cell (0-based, from the top left corner).
public struct MouseEvent: Equatable, Sendable {
  /// A mouse button.
  public enum Button: Equatable, Sendable {
    case left, middle, right
  }

  /// What the mouse did.
  public enum Kind: Equatable, Sendable {
    /// A button went down.
    case press(Button)
    /// A button came up.
    case release
    /// The wheel turned away from the person (scroll up).
    case wheelUp
    /// The wheel turned towards the person (scroll down).
    case wheelDown
  }

  /// What the mouse did.
  public var kind: Kind
  /// The cell's column, 0 at the left.
  public var column: Int
  /// The cell's row, 0 at the top.
  public var row: Int

  /// A report of `kind` at `column`, `row`.
  public init(kind: Kind, column: Int, row: Int) {
    self.kind = kind
    self.column = column
    self.row = row
  }
}
