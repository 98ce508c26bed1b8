/// A picture (a cover) as cells ready to be put on the screen: each one narrow grapheme in a
/// style of its own colours, checked once when it is made rather than on every frame.
public struct Picture: Equatable, Sendable {
  public let columns: Int
  public let rows: Int
  /// `columns` × `rows` cells, the top row first.
  let cells: [Cell]

  /// A picture of `cells` (padded with blanks or cut to `columns` × `rows`); a cell that is not
  /// one narrow, safe grapheme is a blank in its style.
  public init(columns: Int, rows: Int, cells: [Cell]) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    let count = self.columns * self.rows
    let checked = cells.prefix(count).map { cell in
      guard let character = cell.text.first, cell.text.count == 1,
        FrameBuffer.cell(for: character) == (cell.text, 1)
      else { return Cell(" ", style: cell.style) }
      return cell
    }
    self.cells = checked + Array(repeating: .blank, count: count - checked.count)
  }
}
