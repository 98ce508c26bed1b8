import AppCommands
import Domain
import LineEditing
import LineScreens
import Localization
import Search
import TerminalKit
import TextRenderers

/// The album search screen on a console: a query searches, a number opens that album.
@MainActor public final class SearchTextView: SearchDisplaying {
  /// The language of the help screen (`help`) and the hint; the screen's other strings come from
  /// its presenter.
  public var language = Language.en
  /// The run's playback: the now-playing line and the `player`, `queue` and `stop` commands.
  var shortcuts: (any PlaybackShortcuts)?
  private let console: any Console
  private let style: TextStyle
  private let screen: ResultsScreen<SearchViewModel>
  /// The line editor that shows suggestions while typing; nil reads plain lines.
  private let typeahead: TypeaheadPrompt?
  /// The album number being chosen: when it opens nothing, the presenter's note gets how to
  /// search for the number itself.
  private var chosenNumber: Int?
  /// Where a search in flight is cancelled from (Ctrl-C, Esc).
  private let waiting: CancellableWait

  /// Creates the view over a console; with `artwork`, result rows get cover thumbnails; with
  /// `keyboard`, the prompt is a line editor that shows suggestions as the person types.
  public init(
    console: any Console, artwork: (any ArtworkDrawing)? = nil, keyboard: KeyboardTerminal? = nil
  ) {
    let style = console.style
    self.console = console
    self.style = style
    self.typeahead = keyboard.map { TypeaheadPrompt(prompt: "🔎 ", style: style, terminal: $0) }
    waiting = CancellableWait(keyboard: keyboard)
    screen = ResultsScreen(console: console, style: style) { model in
      await SearchText.thumbnails(for: model, artwork: artwork)
    } render: {
      SearchText.render($0, style: style, thumbnails: $1, layout: $2)
    }
  }

  /// The lines a page of results may take (the terminal's height; nil, all at once).
  var pageHeight: () -> Int? {
    get { screen.pageHeight }
    set { screen.pageHeight = newValue }
  }

  public func display(_ viewModel: SearchViewModel) {
    screen.language = language
    var viewModel = viewModel
    // `/5` would be refused as too short, so only a number a search takes is offered.
    if let number = chosenNumber, String(number).count >= SearchQuery.minimumLength {
      let hint = viewModel.rows.isEmpty ? LineAppHint.searchFirstForNumber : .searchForNumber
      viewModel.message? += Localizer(language: language)(hint, ["number": String(number)])
    }
    if let typeahead, typeahead.isReading {
      screen.remember(viewModel)
      typeahead.offer(title: viewModel.suggestionsTitle, suggestions: viewModel.suggestions)
      return
    }
    screen.display(viewModel, hint: Localizer(language: language)(LineAppHint.search)) { previous in
      if let warning = viewModel.warning { console.writeError(warning) }
      // The line editor shows suggestions under the prompt instead.
      if typeahead == nil, viewModel.suggestions != previous?.suggestions,
        !viewModel.suggestions.isEmpty
      {
        screen.output.write(
          SearchText.renderSuggestions(viewModel, style: style, layout: console.layout))
      }
    }
  }

  /// Prints the last results again (when coming back from an album).
  public func redisplay() {
    screen.redisplay()
  }

  /// Reads and dispatches input until `isDone` or the end of input; false means quit.
  public func run(presenter: any SearchPresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      await screen.output.flush()
      if let nowPlaying = await shortcuts?.nowPlayingLine() { console.write(nowPlaying) }
      guard let line = await readLine(presenter: presenter) else { return false }
      var goOn = true
      await waiting.run { [self] in goOn = await perform(line, presenter: presenter) }
      if !goOn { return false }
    }
    return true
  }

  /// Does what `line` asks; false means quit.
  private func perform(_ line: String, presenter: any SearchPresenting) async -> Bool {
    let input = line.trimmingCharacters(in: .whitespaces)
    if input.isEmpty {
      screen.showNextPage()
      return true
    }
    if ResultsScreen<SearchViewModel>.asksToRedraw(input) {
      screen.redraw()
      return true
    }
    if let query = LiteralSearch.query(in: input) {
      await presenter.didSubmit(query: query)
      return true
    }
    let typed = CommandWord.command(input)
    if await shortcuts?.perform(typed) == true { return true }
    switch typed {
    case .quit: return false
    case .help:
      console.write(
        HelpPhrase.search.screen(language: language, style: style, layout: console.layout))
    case .profile: presenter.didRequestProfile()
    case .signOut: await presenter.didRequestSignOut()
    case .back: redisplay()
    case .history: presenter.didRequestHistory()
    case .filters: presenter.didRequestFilters()
    case .number(let number):
      chosenNumber = number
      presenter.didSelectAlbum(number: number)
      chosenNumber = nil
    case .library: presenter.didRequestLibrary()
    default:
      if let query = TrackSearchCommand.query(in: input) {
        presenter.didRequestTrackSearch(query: query)
      } else if let query = TrackSearchCommand.query(in: input, command: "media") {
        presenter.didRequestMediaSearch(query: query)
      } else if input.hasSuffix("?") {
        await presenter.didRequestSuggestions(for: String(input.dropLast()))
      } else if input.hasPrefix("!"), let number = Int(input.dropFirst()) {
        await presenter.didChooseSuggestion(number: number)
      } else if let slip = UnknownCommandLine.slip(
        input, language: language, style: style, layout: console.layout)
      {
        console.write(slip)
      } else {
        await presenter.didSubmit(query: input)
      }
    }
    return true
  }

  private func readLine(presenter: any SearchPresenting) async -> String? {
    guard let typeahead else { return console.readLine(prompt: "🔎 ") }
    return await typeahead.readLine(
      title: screen.lastModel?.suggestionsTitle, suggestions: screen.lastModel?.suggestions ?? []
    ) { text in
      // `!N` chooses from the suggestions shown, so typing it must not replace them.
      if !text.hasPrefix("!") { await presenter.didRequestSuggestions(for: text) }
    } redrawScreen: { [screen] in
      screen.redraw()
      await screen.output.flush()
    }
  }
}
