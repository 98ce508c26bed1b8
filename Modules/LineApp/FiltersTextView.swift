import Filters
import LineScreens
import Localization
import TerminalKit
import TextRenderers

/// The filters screen on a console: `media movie`, `explicit no`, `country RU`, `limit 30`,
/// several on one line, change and save them; `back` returns to the search.
@MainActor public final class FiltersTextView: FiltersDisplaying {
  /// The language of the help screen (`help`) and the hint; the screen's other strings come from
  /// its presenter.
  public var language = Language.en
  /// The run's playback: the now-playing line and the `player`, `queue` and `stop` commands.
  var shortcuts: (any PlaybackShortcuts)?
  private let console: any Console
  private let style: TextStyle
  private var lastModel: FiltersViewModel?
  /// Whether the line being handled gave no filter: the presenter's note then gets an example.
  private var lineGaveNoFilter = false

  /// Creates the view over a console.
  public init(console: any Console) {
    self.console = console
    self.style = console.style
  }

  public func display(_ viewModel: FiltersViewModel) {
    var viewModel = viewModel
    if lineGaveNoFilter {
      viewModel.message? += Localizer(language: language)(LineAppHint.filterExample)
    }
    if lastModel == nil {
      console.write(
        console.layout.reflow(
          style.title(viewModel.title) + (viewModel.header.map { " — " + $0 } ?? "")))
      console.write(
        console.layout.reflow(style.hint(Localizer(language: language)(LineAppHint.filters))))
    }
    lastModel = viewModel
    console.write(FiltersText.render(viewModel, style: style, layout: console.layout))
  }

  /// Reads and dispatches commands until `isDone` or the end of input; false means quit.
  public func run(presenter: any FiltersPresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      if let nowPlaying = await shortcuts?.nowPlayingLine() { console.write(nowPlaying) }
      guard let line = console.readLine(prompt: "> ") else { return false }
      let input = line.trimmingCharacters(in: .whitespaces)
      let typed = CommandWord.command(input)
      if await shortcuts?.perform(typed) == true { continue }
      switch typed {
      case .quit: return false
      case .back: presenter.didRequestBack()
      case .help:
        console.write(
          HelpPhrase.filters.screen(language: language, style: style, layout: console.layout))
      default:
        guard let values = FiltersText.values(input) else {
          lineGaveNoFilter = true
          await presenter.didChange([:])
          lineGaveNoFilter = false
          continue
        }
        await presenter.didChange(values)
      }
    }
    return true
  }
}
