import AdapterPorts
import TerminalFrames

extension Picture {
  /// `artwork`'s cells, each in its own colours.
  init(_ artwork: ArtworkCells) {
    self.init(
      columns: artwork.columns, rows: artwork.rows,
      cells: artwork.cells.map { cell in
        Cell(
          String(cell.symbol),
          style: CellStyle(
            foreground: cell.foreground, background: cell.background))
      })
  }
}
