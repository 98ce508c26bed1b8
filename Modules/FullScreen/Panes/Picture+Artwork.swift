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
            foreground: cell.foreground.map(CellColor.init),
            background: cell.background.map(CellColor.init)))
      })
  }
}

extension CellColor {
  init(_ color: ArtworkColor) {
    self.init(red: color.red, green: color.green, blue: color.blue)
  }
}
