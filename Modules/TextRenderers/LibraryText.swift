import Library
import Localization
import TerminalKit
import TerminalText

/// Plain-text rendering of the library, shared by the screen and `musiclib library`.
public enum LibraryText {
  /// The message, then one numbered line per album: title, artist, tracks, year, when saved.
  /// An empty library's message says, in `language`, how an album gets there. With `commands`
  /// (one-shot output) each line ends with the command that opens its album, dimmed, as search
  /// results do: `album 1441164426`.
  public static func render(
    _ model: LibraryViewModel, language: Language, style: TextStyle,
    layout: TextLayout = .unbounded, commands: Bool = false
  ) -> String {
    NumberedList.render(
      failure: model.failure, message: message(model, language: language), rows: model.rows,
      style: style, layout: layout, number: \.number,
      line: { text($0, style: style, commands: commands) }, right: { style.hint($0.savedAt) })
  }

  /// What `render` prints before the rows without a width (piped output), nil when nothing:
  /// for a list whose rows are printed as they are read (`unwrappedRow`).
  public static func heading(_ model: LibraryViewModel, language: Language) -> String? {
    message(model, language: language).map(TerminalSafe.cleanLines)
  }

  /// One row as `render` prints it without a width, its number padded to `numberWidth` digits
  /// (those of the list's last number).
  public static func unwrappedRow(
    _ row: LibraryRowViewModel, numberWidth: Int, style: TextStyle, commands: Bool = false
  ) -> String {
    NumberedList.unwrappedRow(
      number: row.number, width: numberWidth, text: text(row, style: style, commands: commands),
      right: style.hint(row.savedAt))
  }

  /// The message, with how an album gets there when the library is empty.
  private static func message(_ model: LibraryViewModel, language: Language) -> String? {
    let localize = Localizer(language: language)
    var message = model.message
    if model.isEmpty { message? += localize(LineAppHint.emptyLibrary) }
    return message
  }

  private static func text(_ row: LibraryRowViewModel, style: TextStyle, commands: Bool) -> String {
    NextCommand.appending(
      commands ? NextCommand.album(row.id) : nil,
      to: "\(style.title(TerminalSafe.clean(row.title))) — \(TerminalSafe.clean(row.artist)) · "
        + "\(row.tracks) · \(row.year)", style: style)
  }

  /// The message of an import, then one line per album it added and one per album it skipped.
  public static func renderImport(
    _ model: LibraryViewModel, language: Language, style: TextStyle
  ) -> String {
    if model.failure != nil { return render(model, language: language, style: style) }
    let added = (model.imported?.added ?? []).map { album in
      "+ \(style.title(TerminalSafe.clean(album.title)))"
        + (album.artist.map { " — " + TerminalSafe.clean($0) } ?? "")
    }
    let skipped = model.skipped.map { "− " + TerminalSafe.clean($0) }
    return ([TerminalSafe.cleanLines(model.message ?? "")] + added + skipped)
      .joined(separator: "\n")
  }
}
