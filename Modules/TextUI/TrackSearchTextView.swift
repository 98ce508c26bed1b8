import Localization
import Search

/// The track search screen on a console: a query searches tracks, a number plays that track,
/// `back` returns to the album search.
@MainActor public final class TrackSearchTextView: TrackSearchDisplaying {
  /// The language of the help screen (`help`); the screen's own strings come from its presenter.
  public var language = Language.en
  private let console: any Console
  private let style: TextStyle
  private var lastModel: TrackSearchViewModel?
  /// The last view model printed in full, shown again on the way back from the player.
  private var lastResults: TrackSearchViewModel?

  /// Creates the view over a console.
  public init(console: any Console) {
    self.console = console
    self.style = TextStyle(enabled: console.allowsStyling)
  }

  public func display(_ viewModel: TrackSearchViewModel) {
    let previous = lastModel
    lastModel = viewModel
    console.showProgress(viewModel.isLoading ? viewModel.message ?? viewModel.title : nil)
    if viewModel.isLoading { return }
    guard let previous else {
      console.write(
        console.layout.reflow(
          style.title(viewModel.title) + (viewModel.header.map { " — " + $0 } ?? "")))
      console.write(console.layout.reflow(style.hint(viewModel.hint)))
      write(viewModel)
      return
    }
    if previous.rows == viewModel.rows, viewModel.failure == nil {
      if let message = viewModel.message {
        console.write(console.layout.reflow(TerminalSafe.cleanLines(message)))
      }
    } else {
      write(viewModel)
    }
  }

  /// Prints the last results again (when coming back from the player).
  public func redisplay() {
    guard let lastResults, !lastResults.rows.isEmpty else { return }
    write(lastResults)
  }

  private func write(_ model: TrackSearchViewModel) {
    lastResults = model
    let text = TrackSearchText.render(model, style: style, layout: console.layout)
    if !text.isEmpty { console.write(text) }
  }

  /// Reads and dispatches input until `isDone` or the end of input; false means quit.
  public func run(presenter: any TrackSearchPresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      guard let line = console.readLine(prompt: "🎵 ") else { return false }
      let input = line.trimmingCharacters(in: .whitespaces)
      if let query = LiteralSearch.query(in: input) {
        await presenter.didSubmit(query: query)
        continue
      }
      switch ScreenCommand(input) {
      case .quit: return false
      case .help:
        console.write(
          HelpPhrase.trackSearch.screen(language: language, style: style, layout: console.layout))
      case .back: presenter.didRequestBack()
      case .number(let number): presenter.didSelectTrack(number: number)
      default: await presenter.didSubmit(query: TrackSearchCommand.query(in: input) ?? input)
      }
    }
    return true
  }
}
