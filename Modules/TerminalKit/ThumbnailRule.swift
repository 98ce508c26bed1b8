/// When result lists get thumbnails: each one makes its row several lines high, so a long list
/// (50 results, some 200 lines), or one taller than the terminal, is printed without them.
public enum ThumbnailRule {
  /// The most results that are shown with thumbnails; a longer list has none.
  public static let maximumRows = 12
  /// The lines one thumbnail takes: a square picture in cells half as wide as they are high.
  public static let linesPerThumbnail = ArtworkLayout.thumbnailColumns / 2

  /// Whether a list of `rows` results gets thumbnails on a terminal `terminalRows` lines high
  /// (nil: unknown, only `maximumRows` counts): not when their thumbnails alone would not fit.
  public static func allows(rows: Int, terminalRows: Int? = nil) -> Bool {
    guard rows <= maximumRows else { return false }
    guard let terminalRows else { return true }
    return rows * linesPerThumbnail <= terminalRows
  }
}
