import Search
import TerminalKit
import TerminalText

/// Plain-text rendering of track search results, shared by screens and `musiclib tracks`.
public enum TrackSearchText {
  /// The message, the age of results served stale from the store, then one line per track:
  /// number, track, artist, album, duration. With `commands` (one-shot output) each row ends with
  /// the command that plays it, dimmed: `play 1441164426 3`.
  public static func render(
    _ model: TrackSearchViewModel, style: TextStyle, commands: Bool = false,
    layout: TextLayout = .unbounded
  ) -> String {
    if let failure = model.failure {
      return layout.reflow(style.error("✖ " + TerminalSafe.cleanLines(failure.message)))
    }
    var lines: [String] = []
    if let message = model.message { lines.append(layout.reflow(TerminalSafe.cleanLines(message))) }
    if let age = model.age { lines += layout.wrap(style.hint(TerminalSafe.clean(age))) }
    let width = String(model.rows.count).count
    // Without a width the duration follows the album after " · ", as scripts have read it.
    lines += layout.aligned(
      model.rows.map { row in
        let command =
          commands
          ? NextCommand.play(albumID: row.albumID, trackNumber: row.trackNumber, disc: row.disc)
          : nil
        return AlignedRow(
          prefix: "\(String(row.number).leftPadded(to: width)). ",
          text: "\(style.title(TerminalSafe.clean(row.title))) — "
            + "\(TerminalSafe.clean(row.artist)) · \(TerminalSafe.clean(row.album))",
          right: NextCommand.appending(command, to: style.hint(row.duration), style: style))
      }, separator: " · ")
    return lines.joined(separator: "\n")
  }
}
