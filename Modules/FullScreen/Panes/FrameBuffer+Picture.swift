import AdapterPorts

extension FrameBuffer {
  /// Draws `picture` with its top-left cell at (`x`, `y`), each cell in its own colours, cut at
  /// `rect`'s edges.
  mutating func drawPicture(_ picture: ArtworkCells, in rect: Rect) {
    for y in 0..<min(picture.rows, rect.height) {
      for x in 0..<min(picture.columns, rect.width) {
        let cell = picture[x, y]
        put(
          String(cell.symbol), x: rect.x + x, y: rect.y + y, limit: 1,
          style: CellStyle(
            foreground: cell.foreground.map(CellColor.init),
            background: cell.background.map(CellColor.init)))
      }
    }
  }
}

extension CellColor {
  init(_ color: ArtworkColor) {
    self.init(red: color.red, green: color.green, blue: color.blue)
  }
}
