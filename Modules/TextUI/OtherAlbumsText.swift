import Localization
import TerminalKit

/// The artist's other albums as text, under an album's or an item's page: the title, then one
/// numbered row an album with its year as a hint.
enum OtherAlbumsText {
  /// The section's lines; each number follows `numberPrefix` (the album screen's `a1`, `a2`,
  /// where plain numbers play tracks). With `commands` (one-shot output) the title leaves out
  /// the screen's hint and each row ends with the command that opens its album, dimmed.
  static func lines(
    _ section: OtherAlbumsViewModel, numberPrefix: String = "", commands: Bool = false,
    style: TextStyle, layout: TextLayout
  ) -> [String] {
    let hint = commands ? nil : section.hint.map { " (\($0))" }
    return layout.wrap(style.title(TerminalSafe.clean(section.title + (hint ?? ""))))
      + section.rows.flatMap { row in
        layout.numbered(
          "\(numberPrefix)\(row.number). ",
          NextCommand.appending(
            commands ? NextCommand.album(row.id) : nil,
            to: TerminalSafe.clean(row.title) + (row.year.map { " · " + style.hint($0) } ?? ""),
            style: style))
      }
  }
}
