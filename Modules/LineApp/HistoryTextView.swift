import History
import LineScreens
import Localization
import TerminalKit
import TextRenderers

/// The search-history screen on a console: a number runs that search, `delete N` removes an
/// entry, `clear` empties the history after a yes.
@MainActor public final class HistoryTextView: HistoryDisplaying {
  /// The language of the help screen (`help`) and the hint; the screen's other strings come from
  /// its presenter.
  public var language = Language.en
  /// The run's playback: the now-playing line and the `player`, `queue` and `stop` commands.
  var shortcuts: (any PlaybackShortcuts)?
  private let console: any Console
  private let style: TextStyle
  private var printer: ListScreenPrinter<HistoryViewModel>

  /// Creates the view over a console.
  public init(console: any Console) {
    let style = console.style
    self.console = console
    self.style = style
    printer = ListScreenPrinter(console: console, style: style)
  }

  public func display(_ viewModel: HistoryViewModel) {
    printer.show(viewModel, hint: hint) {
      HistoryText.render(viewModel, style: style, layout: console.layout)
    }
  }

  /// What can be typed here.
  private var hint: String { Localizer(language: language)(LineAppHint.history) }

  /// Reads and dispatches commands until `isDone` or the end of input; false means quit.
  public func run(presenter: any HistoryPresenting, isDone: () -> Bool) async -> Bool {
    await ListScreenLoop.run(
      console: console, style: style, isDone: isDone,
      unknown: {
        UnknownCommandLine.text($0, language: language, style: style, layout: console.layout)
      },
      help: { HelpPhrase.history.screen(language: language, style: style, layout: $0) },
      verbs: ["delete", "del", "rm"], act: { await presenter.didRequestDelete(number: $0) },
      open: { presenter.didSelectEntry(number: $0) }, back: { presenter.didRequestBack() },
      text: { word in
        if word.isEmpty { return .handled }
        guard CommandWord.english(word) == "clear" else { return .notUnderstood }
        let question = printer.lastModel?.clearConfirmation ?? ""
        let yesOrNo = Localizer(language: language)(LineAppHint.yesOrNo)
        guard let answer = console.readLine(prompt: question + " " + yesOrNo + " ") else {
          return .quit
        }
        if ["y", "yes", "д", "да"].contains(
          answer.trimmingCharacters(in: .whitespaces).lowercased())
        {
          await presenter.didRequestClear()
        }
        return .handled
      }, shortcuts: shortcuts)
  }
}
