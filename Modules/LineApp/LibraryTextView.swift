import Library
import Localization
import TerminalKit
import TextRenderers

/// The library screen on a console: a number opens that album, `remove N` takes it out, an
/// empty line shows every album, any other text filters the list.
@MainActor public final class LibraryTextView: LibraryDisplaying {
  /// The language of the help screen (`help`) and the hint; the screen's other strings come from
  /// its presenter.
  public var language = Language.en
  /// The run's playback: the now-playing line and the `player`, `queue` and `stop` commands.
  var shortcuts: (any PlaybackShortcuts)?
  private let console: any Console
  private let style: TextStyle
  private var printer: ListScreenPrinter<LibraryViewModel>

  /// Creates the view over a console.
  public init(console: any Console) {
    let style = console.style
    self.console = console
    self.style = style
    printer = ListScreenPrinter(console: console, style: style)
  }

  public func display(_ viewModel: LibraryViewModel) {
    printer.show(viewModel, hint: hint) {
      LibraryText.render(viewModel, language: language, style: style, layout: console.layout)
    }
  }

  /// What can be typed here.
  private var hint: String { Localizer(language: language)(LineAppHint.library) }

  /// Reads and dispatches commands until `isDone` or the end of input; false means quit.
  public func run(presenter: any LibraryPresenting, isDone: () -> Bool) async -> Bool {
    await ListScreenLoop.run(
      console: console, style: style, isDone: isDone,
      unknown: {
        UnknownCommandLine.text($0, language: language, style: style, layout: console.layout)
      },
      help: {
        HelpPhrase.library.screen(language: language, style: style, layout: $0)
      }, verbs: ["remove", "rm"], act: { await presenter.didRequestRemove(number: $0) },
      open: { presenter.didSelectAlbum(number: $0) }, back: { presenter.didRequestBack() },
      text: { text in
        if let number = NumberedList.commandNumber(text, verbs: ["play"]) {
          presenter.didRequestPlay(number: number)
        } else {
          await presenter.didChangeFilter(text)
        }
        return .handled
      }, shortcuts: shortcuts)
  }
}
