import Localization
import Search
import TerminalKit
import TerminalText

/// Plain-text rendering of search results, shared by the screen and `musiclib search`.
public enum SearchText {
  /// The numbered suggestions (or recent queries) under their title: `!1 the beatles`; without
  /// `numbered` (`musiclib suggest`, where no `!N` can be typed) just the queries.
  public static func renderSuggestions(
    _ model: SearchViewModel, style: TextStyle, numbered: Bool = true,
    layout: TextLayout = .unbounded
  ) -> String {
    let lines = model.suggestions.enumerated().flatMap { index, query in
      layout.wrap(TerminalSafe.clean(query), first: "  " + (numbered ? "!\(index + 1) " : ""))
    }
    return (layout.wrap(style.hint(model.suggestionsTitle ?? "")) + lines).joined(separator: "\n")
  }

  /// The message, the age of results served stale from the store, then one block per album:
  /// number, title, artist, tracks, year (the artwork URL only in JSON and on the album's page).
  /// With `commands` (one-shot output) each row
  /// ends with the command that opens its album, dimmed: `album 1441164426`.
  public static func render(
    _ model: SearchViewModel, style: TextStyle, commands: Bool = false,
    layout: TextLayout = .unbounded
  ) -> String {
    if let failure = model.failure {
      return layout.reflow(style.error("✖ " + TerminalSafe.cleanLines(failure.message)))
    }
    return
      (header(model, style: style, layout: layout)
      + model.rows.flatMap { row in
        rowLines(row, of: model, style: style, layout: layout, commands: commands)
      }).joined(separator: "\n")
  }

  /// The message and the age of stale results, above the rows.
  static func header(_ model: SearchViewModel, style: TextStyle, layout: TextLayout) -> [String] {
    var lines: [String] = []
    if let message = model.message { lines.append(layout.reflow(TerminalSafe.cleanLines(message))) }
    if let age = model.age { lines += layout.wrap(style.hint(TerminalSafe.clean(age))) }
    return lines
  }

  /// One result: its number, then the text hanging under itself (with `commands`, the dimmed
  /// command that opens its album).
  static func rowLines(
    _ row: SearchRowViewModel, of model: SearchViewModel, style: TextStyle, layout: TextLayout,
    commands: Bool = false
  ) -> [String] {
    let width = String(model.rows.count).count
    let number = String(row.number).leftPadded(to: width)
    let title = TerminalSafe.clean(row.title)
    let artist = TerminalSafe.clean(row.artist)
    return layout.numbered(
      "\(number). ",
      NextCommand.appending(
        commands ? NextCommand.album(row.id) : nil,
        to: "\(style.title(title)) — \(artist) · \(row.tracks) · \(row.year)", style: style))
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
