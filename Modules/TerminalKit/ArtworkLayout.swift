import TerminalText

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
  /// The room the album screen's text is given beside the cover before the cover takes the rest.
  public static let textPreferredWidth = 60
  /// The widest cover beside the text.
  public static let coverMaximumColumns = 60
  /// The narrowest cover drawn beside the text.
  public static let coverMinimumBesideColumns = 20

  /// The album cover's width and place on a terminal `terminalColumns` wide: beside the text,
  /// what the width leaves once the text has `textPreferredWidth`, at most a third of the width
  /// and `coverMaximumColumns`;
  /// where that is under `coverMinimumBesideColumns`, above the text, half the width up to
  /// `coverColumns` (beside it still when the text keeps `textMinimumWidth`).
  public static func cover(terminalColumns: Int) -> (
    columns: Int, placement: DrawnArtwork.Placement
  ) {
    let beside = min(
      coverMaximumColumns, terminalColumns - textPreferredWidth, terminalColumns / 3)
    if beside >= coverMinimumBesideColumns { return (beside, .beside) }
    let columns = min(coverColumns, max(8, terminalColumns / 2))
    return (columns, terminalColumns >= columns + textMinimumWidth ? .beside : .above)
  }

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
