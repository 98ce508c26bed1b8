import AlbumDetail
import Localization
import TerminalKit
import TerminalText

/// Plain-text rendering of the album screen, shared by the screen and `musiclib album`.
public enum AlbumDetailText {
  /// Title, artist, facts, the age of an album served stale from the store, artwork URL, then
  /// the tracks grouped by disc and the artist's other albums (with `commands`, one-shot
  /// output, each with the command that opens it; `otherAlbumsHint` after their title).
  public static func render(
    _ model: AlbumDetailViewModel, style: TextStyle, commands: Bool = false,
    otherAlbumsHint: String? = nil, layout: TextLayout = .unbounded
  ) -> String {
    if let failure = model.failure {
      return layout.reflow(style.error("✖ " + TerminalSafe.cleanLines(failure.message)))
    }
    guard let album = model.album else {
      return layout.reflow(TerminalSafe.cleanLines(model.message ?? ""))
    }
    var lines = [
      style.title(TerminalSafe.clean(album.title)),
      TerminalSafe.clean(album.artist) + " · " + album.year + " · "
        + TerminalSafe.clean(album.genre),
      album.trackCount + " · " + album.totalDuration,
    ]
    if let age = model.age { lines.append(style.hint(TerminalSafe.clean(age))) }
    if let url = album.artworkURL { lines.append(style.hint(TerminalSafe.clean(url))) }
    if let availability = album.availability { lines.append(availability) }
    lines = lines.flatMap { layout.wrap($0) }
    if let page = album.page {
      lines += layout.wrap(style.hint(TerminalSafe.clean(page.url)), first: page.label + "  ")
    }
    let width = album.discs.flatMap(\.tracks).map(\.choice.count).max() ?? 0
    var tracks = layout.alignedBlocks(
      album.discs.flatMap(\.tracks).map { track in
        AlignedRow(
          prefix: "  \(track.choice.leftPadded(to: width)). ",
          text: TerminalSafe.clean(track.title)
            + (track.artist.map { " — " + TerminalSafe.clean($0) } ?? ""),
          right: style.hint(track.duration))
      })[...]
    for disc in album.discs {
      if let heading = disc.heading { lines += layout.wrap(style.title(heading)) }
      lines += tracks.prefix(disc.tracks.count).flatMap { $0 }
      tracks = tracks.dropFirst(disc.tracks.count)
    }
    if let others = album.otherAlbums {
      lines += OtherAlbumsText.lines(
        others, numberPrefix: commands ? "  " : "  a", commands: commands, hint: otherAlbumsHint,
        style: style, layout: layout)
    }
    return lines.joined(separator: "\n")
  }
}
