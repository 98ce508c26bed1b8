import Localization
import MediaDetail
import TerminalKit

/// An item's page on a console: its facts, links and description; a number opens one of the
/// artist's other albums, `back` returns.
@MainActor public final class MediaDetailTextView: MediaDetailDisplaying {
  /// The language of the help screen (`help`) and the hint; the screen's other strings come from
  /// its presenter.
  public var language = Language.en
  private let console: any Console
  private let style: TextStyle
  private let hyperlinks: TerminalHyperlinks?
  private let artwork: (any ArtworkDrawing)?
  private let output: SequencedOutput
  private let width: Int
  private var lastModel: MediaDetailViewModel?

  /// Creates the view over a console; with `artwork` the cover is drawn; `hyperlinks` makes
  /// links clickable where the terminal supports OSC 8 (nil: plain URLs); the page is laid out
  /// in the terminal's width, or with the description wrapped at `width` columns when piped.
  public init(
    console: any Console, artwork: (any ArtworkDrawing)? = nil,
    hyperlinks: TerminalHyperlinks? = nil, width: Int = 80
  ) {
    self.console = console
    self.style = TextStyle(enabled: console.allowsStyling)
    self.artwork = artwork
    self.hyperlinks = hyperlinks
    self.output = SequencedOutput(console: console)
    self.width = width
  }

  public func display(_ viewModel: MediaDetailViewModel) {
    let previous = lastModel
    lastModel = viewModel
    console.showProgress(viewModel.isLoading ? viewModel.message : nil)
    if viewModel.isLoading { return }
    if previous?.isLoading == false, previous?.content == viewModel.content,
      viewModel.failure == nil, let message = viewModel.message
    {
      output.write(console.layout.reflow(TerminalSafe.cleanLines(message)))
      return
    }
    let layout = console.layout
    let hint = Self.hint(for: viewModel, language: language)
    output.write { [style, artwork, hyperlinks, width, console] in
      let cover = await console.whileShowingProgress(viewModel.content?.title ?? "…") {
        await MediaDetailText.cover(for: viewModel, artwork: artwork)
      }
      let page = MediaDetailText.render(
        viewModel, style: style, hyperlinks: hyperlinks, width: width, cover: cover,
        layout: layout)
      return viewModel.content == nil
        ? page : page + "\n" + layout.reflow(style.hint(hint))
    }
  }

  /// What can be typed under `model`'s page: album numbers only where the page lists albums (a
  /// song's; a movie's or a book's does not).
  private static func hint(for model: MediaDetailViewModel, language: Language) -> String {
    Localizer(language: language)(
      model.content?.otherAlbums == nil ? LineAppHint.mediaItemWithoutAlbums : .mediaItem)
  }

  /// Reads and dispatches commands until `isDone` or the end of input; false means quit.
  public func run(presenter: any MediaDetailPresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      await output.flush()
      guard let line = console.readLine(prompt: "> ") else { return false }
      switch ScreenCommand(line.trimmingCharacters(in: .whitespaces)) {
      case .quit: return false
      case .back: presenter.didRequestBack()
      case .help:
        console.write(
          HelpPhrase.mediaItem.screen(language: language, style: style, layout: console.layout))
      case .number(let number): presenter.didSelectAlbum(number: number)
      default:
        console.write(
          console.layout.reflow(
            style.hint(lastModel.map { Self.hint(for: $0, language: language) } ?? "")))
      }
    }
    return true
  }
}

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
