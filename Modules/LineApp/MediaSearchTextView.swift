import Domain
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

  /// Creates the view over a console; with `artwork`, rows get cover thumbnails.
  public init(console: any Console, artwork: (any ArtworkDrawing)? = nil) {
    let style = TextStyle(enabled: console.allowsStyling)
    self.style = style
    screen = ResultsScreen(console: console, style: style) { model in
      await MediaSearchText.thumbnails(for: model, artwork: artwork)
    } render: {
      MediaSearchText.render($0, style: style, thumbnails: $1, layout: $2)
    }
  }

  public func display(_ viewModel: MediaSearchViewModel) {
    screen.display(viewModel, hint: Localizer(language: language)(LineAppHint.mediaSearch))
  }

  /// Prints the last results again (when coming back from an item's page).
  public func redisplay() {
    screen.redisplay()
  }

  /// Reads and dispatches input until `isDone` or the end of input; false means quit.
  public func run(presenter: any MediaSearchPresenting, isDone: () -> Bool) async -> Bool {
    await screen.run(
      prompt: "🎬 ", isDone: isDone,
      help: {
        HelpPhrase.mediaSearch.screen(language: language, style: style, layout: $0)
      },
      submit: { await presenter.didSubmit(query: $0) },
      open: { presenter.didSelectItem(number: $0) }, back: { presenter.didRequestBack() },
      filters: { presenter.didRequestFilters() }, command: "media", shortcuts: shortcuts)
  }
}
