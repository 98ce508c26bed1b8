import Colors

/// A picture as character cells: for each cell a symbol and its two colours, row by row, so a
/// front end that owns every cell of the screen (the full-screen app) can hold it.
public struct ArtworkCells: Equatable, Sendable {
  /// One cell: a narrow symbol (a block or a space) drawn in `foreground` over `background`.
  public struct Cell: Equatable, Sendable {
    public var symbol: Character
    /// nil: the terminal's own colour.
    public var foreground: RGBColor?
    public var background: RGBColor?

    public init(
      symbol: Character, foreground: RGBColor? = nil, background: RGBColor? = nil
    ) {
      self.symbol = symbol
      self.foreground = foreground
      self.background = background
    }
  }

  /// The picture's width and height in cells.
  public let columns: Int
  public let rows: Int
  /// `columns` × `rows` cells, the top row first.
  public let cells: [Cell]

  /// A picture of `cells`, padded with blanks or cut to `columns` × `rows`.
  public init(columns: Int, rows: Int, cells: [Cell]) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    let count = self.columns * self.rows
    self.cells =
      cells.count >= count
      ? Array(cells.prefix(count))
      : cells + Array(repeating: Cell(symbol: " "), count: count - cells.count)
  }

  /// The cell at (`x`, `y`).
  public subscript(x: Int, y: Int) -> Cell { cells[y * columns + x] }
}
