import Localization
import TerminalKit
import TerminalText

/// The artist's other albums as text, under an album's or an item's page: the title, then one
/// numbered row an album with its year as a hint.
enum OtherAlbumsText {
  /// The section's lines; each number follows `numberPrefix` (the album screen's `a1`, `a2`,
  /// where plain numbers play tracks); the title ends with the screen's `hint` in brackets.
  /// With `commands` (one-shot output) each row ends with the command that opens its album,
  /// dimmed.
  static func lines(
    _ section: OtherAlbumsViewModel, numberPrefix: String = "", commands: Bool = false,
    hint: String? = nil, style: TextStyle, layout: TextLayout
  ) -> [String] {
    let hint = hint.map { " (\($0))" }
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
