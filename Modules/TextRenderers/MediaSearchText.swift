import Domain
import Localization
import MediaSearch
import TerminalKit
import TerminalText

/// Plain-text rendering of media search results, shared by the screen and `musiclib search
/// --media`.
public enum MediaSearchText {
  /// The message, the age of results served stale from the store, then one line per item:
  /// number, title with its explicit mark, the artist or author, then the kind's details.
  /// With `thumbnails` (by row number), each such row has its cover beside it. With `commands`
  /// (one-shot output) each row ends with the command that opens it, dimmed: `item 1590002001`.
  public static func render(
    _ model: MediaSearchViewModel, style: TextStyle, thumbnails: [Int: DrawnArtwork] = [:],
    commands: Bool = false, layout: TextLayout = .unbounded
  ) -> String {
    if let failure = model.failure {
      return layout.reflow(style.error("✖ " + TerminalSafe.cleanLines(failure.message)))
    }
    var lines: [String] = []
    if let message = model.message { lines.append(layout.reflow(TerminalSafe.cleanLines(message))) }
    if let age = model.age { lines += layout.wrap(style.hint(TerminalSafe.clean(age))) }
    let width = String(model.rows.count).count
    for row in model.rows {
      var line = style.title(TerminalSafe.clean(row.title))
      if let mark = row.explicitMark { line += " " + style.error(mark) }
      if let artist = row.artist { line += " — " + TerminalSafe.clean(artist) }
      line += " · " + style.hint(row.details.map(TerminalSafe.clean).joined(separator: " · "))
      line = NextCommand.appending(
        commands ? NextCommand.item(row.id) : nil, to: line, style: style)
      let marker = "\(String(row.number).leftPadded(to: width)). "
      if let thumbnail = thumbnails[row.number] {
        lines.append(
          ArtworkLayout.combine(thumbnail, with: layout.beside(thumbnail).numbered(marker, line)))
      } else {
        lines += layout.numbered(marker, line)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The thumbnails of `model`'s rows by row number, fetched and drawn concurrently; none for a
  /// list longer than `ThumbnailRule.maximumRows` or taller than the terminal.
  public static func thumbnails(
    for model: MediaSearchViewModel, artwork: (any ArtworkDrawing)?
  ) async -> [Int: DrawnArtwork] {
    guard let artwork, model.failure == nil,
      ThumbnailRule.allows(rows: model.rows.count, terminalRows: artwork.terminalRows)
    else {
      return [:]
    }
    return await withTaskGroup(of: (Int, DrawnArtwork?).self) { group in
      for row in model.rows {
        guard let url = row.artwork?.url(size: ArtworkReference.thumbnailPixels) else { continue }
        group.addTask { (row.number, await artwork.thumbnail(url)) }
      }
      var found: [Int: DrawnArtwork] = [:]
      for await (number, thumbnail) in group {
        if let thumbnail { found[number] = thumbnail }
      }
      return found
    }
  }
}
