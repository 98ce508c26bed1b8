import Search

/// Plain-text rendering of track search results, shared by screens and `musiclib tracks`.
public enum TrackSearchText {
  /// The message, the age of results served stale from the store, then one line per track:
  /// number, track, artist, album, duration.
  public static func render(_ model: TrackSearchViewModel, style: TextStyle) -> String {
    if let failure = model.failure {
      return style.error("✖ " + TerminalSafe.cleanLines(failure.message))
    }
    var lines: [String] = []
    if let message = model.message { lines.append(TerminalSafe.cleanLines(message)) }
    if let age = model.age { lines.append(style.hint(TerminalSafe.clean(age))) }
    let width = String(model.rows.count).count
    for row in model.rows {
      let number = String(row.number).leftPadded(to: width)
      lines.append(
        "\(number). \(style.title(TerminalSafe.clean(row.title))) — "
          + "\(TerminalSafe.clean(row.artist)) · \(TerminalSafe.clean(row.album)) · "
          + style.hint(row.duration))
    }
    return lines.joined(separator: "\n")
  }
}
