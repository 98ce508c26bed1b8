/// A picture as character cells: for each cell a symbol and its two colours, row by row, so a
/// front end that owns every cell of the screen (the full-screen app) can hold it.
public struct ArtworkCells: Equatable, Sendable {
  /// One cell: a narrow symbol (a block or a space) drawn in `foreground` over `background`.
  public struct Cell: Equatable, Sendable {
    public var symbol: Character
    /// nil: the terminal's own colour.
    public var foreground: ArtworkColor?
    public var background: ArtworkColor?

    public init(
      symbol: Character, foreground: ArtworkColor? = nil, background: ArtworkColor? = nil
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

/// A 24-bit colour of a picture cell.
public struct ArtworkColor: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour packed as 0xRRGGBB, nil for a negative value (transparent).
  public init?(packed: Int) {
    guard packed >= 0 else { return nil }
    self.init(
      red: UInt8(truncatingIfNeeded: packed >> 16), green: UInt8(truncatingIfNeeded: packed >> 8),
      blue: UInt8(truncatingIfNeeded: packed))
  }
}
