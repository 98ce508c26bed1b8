import Domain
import LineScreens
import Localization
import MediaSearch
import TerminalKit
import TextRenderers

/// The media search screen on a console: a query searches with the user's filters, a number
/// opens that item, `filters` changes them, `back` returns to the album search.
@MainActor public final class MediaSearchTextView: MediaSearchDisplaying {
  /// The language of the help screen (`help`) and the hint; the screen's other strings come from
  /// its presenter.
  public var language = Language.en
  /// The run's playback: the now-playing line and the `player`, `queue` and `stop` commands.
  var shortcuts: (any PlaybackShortcuts)?
  private let style: TextStyle
  private let screen: ResultsScreen<MediaSearchViewModel>
  /// Whether the person went to the filters from here: the results then were made under the
  /// filters before.
  private var leftForFilters = false

  /// Creates the view over a console; with `artwork`, rows get cover thumbnails; with
  /// `keyboard`, Ctrl-C or Esc cancels a search in flight.
  public init(
    console: any Console, artwork: (any ArtworkDrawing)? = nil, keyboard: KeyboardTerminal? = nil
  ) {
    let style = console.style
    self.style = style
    screen = ResultsScreen(console: console, style: style) { model in
      await MediaSearchText.thumbnails(for: model, artwork: artwork)
    } render: {
      MediaSearchText.render($0, style: style, thumbnails: $1, layout: $2)
    }
    screen.waiting = CancellableWait(keyboard: keyboard)
  }

  public func display(_ viewModel: MediaSearchViewModel) {
    screen.language = language
    screen.display(viewModel, hint: Localizer(language: language)(LineAppHint.mediaSearch))
  }

  /// Prints the last results again on the way back from an item's page; back from the filters,
  /// searches the last query again with them, so no results of other filters show as current.
  public func refresh(presenter: any MediaSearchPresenting) async {
    guard leftForFilters else { return screen.redisplay() }
    leftForFilters = false
    guard let query = screen.lastModel?.document?.query else { return screen.redisplay() }
    await presenter.didSubmit(query: query)
  }

  /// The prompt by the kind last searched: 🎵 songs, 🎬 movies, 📚 e-books.
  private var prompt: String {
    switch screen.lastModel?.document.flatMap({ MediaKind(filterName: $0.media) }) {
    case .song?: "🎵 "
    case .ebook?: "📚 "
    default: "🎬 "
    }
  }

  /// Reads and dispatches input until `isDone` or the end of input; false means quit.
  public func run(presenter: any MediaSearchPresenting, isDone: () -> Bool) async -> Bool {
    await screen.run(
      prompt: { self.prompt }, isDone: isDone,
      help: {
        HelpPhrase.mediaSearch.screen(language: language, style: style, layout: $0)
      },
      submit: { await presenter.didSubmit(query: $0) },
      open: { presenter.didSelectItem(number: $0) }, back: { presenter.didRequestBack() },
      filters: {
        self.leftForFilters = true
        presenter.didRequestFilters()
      }, command: "media", shortcuts: shortcuts)
  }
}
