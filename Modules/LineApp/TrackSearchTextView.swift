import LineScreens
import Localization
import Search
import TerminalKit
import TextRenderers

/// The track search screen on a console: a query searches tracks, a number plays that track,
/// `back` returns to the album search.
@MainActor public final class TrackSearchTextView: TrackSearchDisplaying {
  /// The language of the help screen (`help`) and the hint; the screen's other strings come from
  /// its presenter.
  public var language = Language.en
  /// The run's playback: the now-playing line and the `player`, `queue` and `stop` commands.
  var shortcuts: (any PlaybackShortcuts)?
  private let style: TextStyle
  private let screen: ResultsScreen<TrackSearchViewModel>

  /// Creates the view over a console; with `keyboard`, Ctrl-C or Esc cancels a search in flight.
  public init(console: any Console, keyboard: KeyboardTerminal? = nil) {
    let style = console.style
    self.style = style
    screen = ResultsScreen(console: console, style: style) { model, output in
      let text = TrackSearchText.render(model, style: style, layout: console.layout)
      if !text.isEmpty { output.write(text) }
    }
    screen.waiting = CancellableWait(keyboard: keyboard)
  }

  public func display(_ viewModel: TrackSearchViewModel) {
    screen.language = language
    screen.display(viewModel, hint: Localizer(language: language)(LineAppHint.trackSearch))
  }

  /// Prints the last results again (when coming back from the player).
  public func redisplay() {
    screen.redisplay()
  }

  /// Reads and dispatches input until `isDone` or the end of input; false means quit.
  public func run(presenter: any TrackSearchPresenting, isDone: () -> Bool) async -> Bool {
    await screen.run(
      prompt: { "🎵 " }, isDone: isDone,
      help: {
        HelpPhrase.trackSearch.screen(language: language, style: style, layout: $0)
      },
      submit: { await presenter.didSubmit(query: $0) },
      open: { presenter.didSelectTrack(number: $0) }, back: { presenter.didRequestBack() },
      command: "tracks", shortcuts: shortcuts)
  }
}
