import LineScreens
import Localization
import MediaDetail
import TerminalKit
import TerminalText
import TextRenderers

/// An item's page on a console: its facts, links and description; a number opens one of the
/// artist's other albums, `back` returns.
@MainActor public final class MediaDetailTextView: MediaDetailDisplaying {
  /// The language of the help screen (`help`) and the hint; the screen's other strings come from
  /// its presenter.
  public var language = Language.en
  /// The run's playback: the now-playing line and the `player`, `queue` and `stop` commands.
  var shortcuts: (any PlaybackShortcuts)?
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
    self.style = console.style
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
      if let nowPlaying = await shortcuts?.nowPlayingLine() { console.write(nowPlaying) }
      guard let line = console.readLine(prompt: "> ") else { return false }
      let typed = CommandWord.command(line.trimmingCharacters(in: .whitespaces))
      if await shortcuts?.perform(typed) == true { continue }
      switch typed {
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
