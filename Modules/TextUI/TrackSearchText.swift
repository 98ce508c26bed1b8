import Search

/// Plain-text rendering of track search results, shared by screens and `musiclib tracks`.
public enum TrackSearchText {
  /// The message, the age of results served stale from the store, then one line per track:
  /// number, track, artist, album, duration. With `commands` (one-shot output) each row ends with
  /// the command that plays it, dimmed: `play 1441164426 3`.
  public static func render(
    _ model: TrackSearchViewModel, style: TextStyle, commands: Bool = false
  ) -> String {
    if let failure = model.failure {
      return style.error("✖ " + TerminalSafe.cleanLines(failure.message))
    }
    var lines: [String] = []
    if let message = model.message { lines.append(TerminalSafe.cleanLines(message)) }
    if let age = model.age { lines.append(style.hint(TerminalSafe.clean(age))) }
    let width = String(model.rows.count).count
    for row in model.rows {
      let number = String(row.number).leftPadded(to: width)
      let command =
        commands
        ? NextCommand.play(albumID: row.albumID, trackNumber: row.trackNumber, disc: row.disc) : nil
      lines.append(
        NextCommand.appending(
          command,
          to: "\(number). \(style.title(TerminalSafe.clean(row.title))) — "
            + "\(TerminalSafe.clean(row.artist)) · \(TerminalSafe.clean(row.album)) · "
            + style.hint(row.duration), style: style))
    }
    return lines.joined(separator: "\n")
  }
}
