import Localization
import MediaDetail
import TerminalKit
import TerminalText

/// Plain-text rendering of an item's page, shared by the screen and `musiclib item`.
public enum MediaDetailText {
  /// The title, the age of an item served stale from the store, one line per fact (links as
  /// their URL, clickable with `hyperlinks`), the description wrapped at `width` (at `layout`'s
  /// width when it has one), then the artist's other albums numbered; every line laid out in
  /// `layout`.
  /// With a drawn `cover`, the drawing stands beside (or above) the page, which then leaves out
  /// the cover's URL.
  public static func render(
    _ model: MediaDetailViewModel, style: TextStyle, hyperlinks: TerminalHyperlinks? = nil,
    width: Int = 80, cover: DrawnArtwork? = nil, commands: Bool = false,
    layout: TextLayout = .unbounded
  ) -> String {
    if let failure = model.failure {
      return layout.reflow(style.error("✖ " + TerminalSafe.cleanLines(failure.message)))
    }
    guard let content = model.content else { return layout.reflow(model.message ?? "") }
    if let cover {
      let page = lines(
        content, message: model.message, age: model.age, style: style, hyperlinks: hyperlinks,
        width: width, commands: commands, layout: layout.beside(cover),
        leavingOut: content.coverURL)
      return ArtworkLayout.combine(cover, with: page)
    }
    return lines(
      content, message: model.message, age: model.age, style: style, hyperlinks: hyperlinks,
      width: width, commands: commands, layout: layout, leavingOut: nil
    ).joined(separator: "\n")
  }

  /// The cover of `model`'s item, nil when it has none or it cannot be drawn.
  public static func cover(for model: MediaDetailViewModel, artwork: (any ArtworkDrawing)?)
    async -> DrawnArtwork?
  {
    guard let artwork, model.failure == nil, let url = model.content?.coverURL else { return nil }
    return await artwork.cover(url)
  }

  private static func lines(
    _ content: MediaDetailContent, message: String?, age: String?, style: TextStyle,
    hyperlinks: TerminalHyperlinks?, width: Int, commands: Bool, layout: TextLayout,
    leavingOut coverURL: String?
  ) -> [String] {
    var lines = layout.wrap(
      style.title(TerminalSafe.clean(content.title))
        + (content.explicitMark.map { " " + style.error($0) } ?? ""))
    if let age { lines += layout.wrap(style.hint(TerminalSafe.clean(age))) }
    let facts = content.lines.filter { coverURL == nil || $0.url != coverURL }
    let labelWidth = facts.map(\.label.count).max() ?? 0
    for line in facts {
      let label = line.label + String(repeating: " ", count: labelWidth - line.label.count)
      var value = TerminalSafe.clean(line.value)
      if let url = line.url {
        let shownURL = hyperlinks?.link(url, text: url) ?? TerminalSafe.clean(url)
        value = url == line.value ? shownURL : value + "  " + shownURL
      }
      let wrapped = layout.wrap(value, first: style.hint(label) + "  ")
      // A URL wider than the line is cut into one piece of the link per line.
      hyperlinks?.recordPieces(of: wrapped)
      lines += wrapped
    }
    if let description = content.description, !description.isEmpty {
      lines.append("")
      lines += TextLayout(width: layout.width ?? width).wrap(TerminalSafe.cleanLines(description))
    }
    if let others = content.otherAlbums {
      lines.append("")
      lines += OtherAlbumsText.lines(others, commands: commands, style: style, layout: layout)
    }
    if let message { lines.append(layout.reflow(TerminalSafe.cleanLines(message))) }
    return lines
  }
}
