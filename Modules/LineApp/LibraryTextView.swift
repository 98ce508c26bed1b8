import Library
import LineScreens
import Localization
import TerminalKit
import TextRenderers

/// The library screen on a console: a number opens that album, `remove N` takes it out, any
/// other text filters the list. On a terminal the list comes a page of the terminal's height at
/// a time, an empty line showing the next; an empty line after the last shows every album.
@MainActor public final class LibraryTextView: LibraryDisplaying {
  /// The language of the help screen (`help`) and the hint; the screen's other strings come from
  /// its presenter.
  public var language = Language.en
  /// The run's playback: the now-playing line and the `player`, `queue` and `stop` commands.
  var shortcuts: (any PlaybackShortcuts)?
  private let console: any Console
  private let style: TextStyle
  private var printer: ListScreenPrinter<LibraryViewModel>
  /// The lines a page of the list may take: the terminal's height; nil (output not a terminal)
  /// shows the whole list at once.
  var pageHeight: () -> Int?

  /// Creates the view over a console.
  public init(console: any Console) {
    let style = console.style
    self.console = console
    self.style = style
    printer = ListScreenPrinter(console: console, style: style)
    pageHeight = { console.outputIsTerminal ? TerminalSize.current().rows : nil }
  }

  public func display(_ viewModel: LibraryViewModel) {
    printer.show(viewModel, hint: hint) {
      LibraryText.render(viewModel, language: language, style: style, layout: console.layout)
        + (pageNote(viewModel).map { "\n" + $0 } ?? "")
    }
  }

  /// Loads the list: its first page on a terminal, else all of it.
  func load(_ presenter: any LibraryPresenting) async {
    guard let pageSize else { return await presenter.viewDidLoad() }
    await presenter.didRequestPage(offset: 0, limit: pageSize)
  }

  /// The rows a page takes now; nil shows the whole list.
  private var pageSize: Int? {
    pageHeight().map { ListPage.rows(height: $0, width: console.layout.width) }
  }

  /// Which albums of how many the page shows, when the list has more than the page.
  private func pageNote(_ model: LibraryViewModel) -> String? {
    guard model.failure == nil, let total = model.listed, let first = model.rows.first?.number,
      let last = model.rows.last?.number, first > 1 || last < total
    else { return nil }
    return ListPage.note(
      first: first, last: last, total: total, language: language, style: style,
      layout: console.layout)
  }

  /// Where the next page starts; nil after the last page.
  private var nextPage: Int? {
    guard let model = printer.lastModel, let total = model.listed,
      let last = model.rows.last?.number, last < total
    else { return nil }
    return last
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
      text: { [self] text in
        if text.isEmpty, let offset = nextPage {
          await presenter.didRequestPage(offset: offset, limit: pageSize)
        } else if let number = NumberedList.commandNumber(text, verbs: ["play"]) {
          presenter.didRequestPlay(number: number)
        } else {
          await presenter.didChangeFilter(text)
        }
        return .handled
      }, shortcuts: shortcuts)
  }
}
