import Library
import Localization
import TerminalKit

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
    let localize = Localizer(language: language)
    var message = model.message
    if message == localize(LibraryPhrase.empty) { message? += localize(LineAppHint.emptyLibrary) }
    return NumberedList.render(
      failure: model.failure, message: message, rows: model.rows, style: style,
      layout: layout, number: \.number,
      line: { row in
        NextCommand.appending(
          commands ? NextCommand.album(row.id) : nil,
          to: "\(style.title(TerminalSafe.clean(row.title))) — \(TerminalSafe.clean(row.artist)) · "
            + "\(row.tracks) · \(row.year)", style: style)
      }, right: { style.hint($0.savedAt) })
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
