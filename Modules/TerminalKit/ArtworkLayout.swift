/// Puts drawn covers and text together.
public enum ArtworkLayout {
  /// The cover's size in cells on the album screen (a square picture, as cells are 1:2).
  public static let coverColumns = 40
  /// A thumbnail's size in cells in the result list.
  public static let thumbnailColumns = 8
  /// The narrowest terminal that gets list thumbnails.
  public static let thumbnailMinimumWidth = 60
  /// The least room left for text beside the cover before the cover goes above it.
  public static let textMinimumWidth = 40

  /// `art` on the left of `text`'s lines (or above them for a pixel image), with `gap` spaces.
  public static func combine(_ art: DrawnArtwork, with text: [String], gap: Int = 2) -> String {
    guard art.placement == .beside else { return ([art.text] + text).joined(separator: "\n") }
    let rows = art.lines
    let blank = String(repeating: " ", count: art.columns)
    let spacer = String(repeating: " ", count: gap)
    return (0..<max(rows.count, text.count)).map { index in
      let left = index < rows.count ? rows[index] : blank
      guard index < text.count, !text[index].isEmpty else { return left }
      let padding = String(repeating: " ", count: max(0, art.columns - VisibleWidth.of(left)))
      return left + padding + spacer + text[index]
    }.joined(separator: "\n")
  }
}
