import Localization

/// The artist's other albums as text, under an album's or an item's page: the title, then one
/// numbered row an album with its year as a hint.
enum OtherAlbumsText {
  /// The section's lines; each number follows `numberPrefix` (the album screen's `a1`, `a2`,
  /// where plain numbers play tracks).
  static func lines(
    _ section: OtherAlbumsViewModel, numberPrefix: String = "", style: TextStyle,
    layout: TextLayout
  ) -> [String] {
    layout.wrap(style.title(TerminalSafe.clean(section.title)))
      + section.rows.flatMap { row in
        layout.numbered(
          "\(numberPrefix)\(row.number). ",
          TerminalSafe.clean(row.title) + (row.year.map { " · " + style.hint($0) } ?? ""))
      }
  }
}
