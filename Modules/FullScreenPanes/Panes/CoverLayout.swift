import TerminalFrames

/// Where an album's cover goes in its pane: beside the text in a wide pane, above it otherwise,
/// left out when the pane has no room for a cover and a few tracks.
enum CoverLayout {
  /// From this width the cover sits beside the text.
  static let besideWidth = 90
  /// The smallest cover worth drawing, in rows (twice as many columns).
  static let minimumRows = 4
  /// The largest, in rows.
  static let maximumRows = 24
  /// The rows a cover above the text leaves at least: the artist, the details, a blank and a few
  /// tracks.
  static let rowsLeftBelow = 8

  /// The cover's box in `rect` (columns twice its rows: chafa's cells are twice as tall as wide)
  /// and the room left for the text, or nil when no cover fits.
  static func place(in rect: Rect) -> (cover: Rect, text: Rect)? {
    if rect.width >= besideWidth {
      let rows = min(rect.width * 2 / 5 / 2, rect.height, maximumRows)
      guard rows >= minimumRows else { return nil }
      let cover = Rect(x: rect.x, y: rect.y, width: rows * 2, height: rows)
      return (cover, rect.splitLeft(rows * 2 + 2).rest)
    }
    let rows = min(rect.width / 2, rect.height / 2, rect.height - rowsLeftBelow, maximumRows)
    guard rows >= minimumRows else { return nil }
    let cover = Rect(x: rect.x, y: rect.y, width: rows * 2, height: rows)
    return (cover, rect.splitTop(rows + 1).rest)
  }
}
