import Localization
import Search

/// The album search screen on a console: a query searches, a number opens that album.
@MainActor public final class SearchTextView: SearchDisplaying {
  /// The language of the help screen (`help`); the screen's own strings come from its presenter.
  public var language = Language.en
  private let console: any Console
  private let style: TextStyle
  private var lastModel: SearchViewModel?
  /// The last view model printed in full, shown again on the way back from an album.
  private var lastResults: SearchViewModel?
  private var shownHeader = false
  private let artwork: (any ArtworkDrawing)?
  private let output: SequencedOutput
  /// The line editor that shows suggestions while typing; nil reads plain lines.
  private let typeahead: TypeaheadPrompt?

  /// Creates the view over a console; with `artwork`, result rows get cover thumbnails; with
  /// `keyboard`, the prompt is a line editor that shows suggestions as the person types.
  public init(
    console: any Console, artwork: (any ArtworkDrawing)? = nil, keyboard: KeyboardTerminal? = nil
  ) {
    let style = TextStyle(enabled: console.allowsStyling)
    self.console = console
    self.style = style
    self.artwork = artwork
    self.output = SequencedOutput(console: console)
    self.typeahead = keyboard.map { TypeaheadPrompt(prompt: "🔎 ", style: style, terminal: $0) }
  }

  public func display(_ viewModel: SearchViewModel) {
    let previous = lastModel
    let sameResults = previous != nil && previous?.rows == viewModel.rows
    lastModel = viewModel
    if let typeahead, typeahead.isReading {
      typeahead.offer(title: viewModel.suggestionsTitle, suggestions: viewModel.suggestions)
      return
    }
    console.showProgress(viewModel.isLoading ? viewModel.message ?? viewModel.title : nil)
    if viewModel.isLoading { return }
    if let warning = viewModel.warning { console.writeError(warning) }
    if !shownHeader {
      shownHeader = true
      output.write(style.title(viewModel.title) + (viewModel.header.map { " — " + $0 } ?? ""))
      output.write(style.hint(viewModel.hint))
    }
    // The line editor shows suggestions under the prompt instead.
    if typeahead == nil, viewModel.suggestions != previous?.suggestions,
      !viewModel.suggestions.isEmpty
    {
      output.write(SearchText.renderSuggestions(viewModel, style: style))
    }
    if sameResults, viewModel.failure == nil {
      if let message = viewModel.message { output.write(TerminalSafe.cleanLines(message)) }
    } else {
      lastResults = viewModel
      writeResults(viewModel)
    }
  }

  /// Prints the last results again (when coming back from an album).
  public func redisplay() {
    guard let lastResults, !lastResults.rows.isEmpty else { return }
    writeResults(lastResults)
  }

  private func writeResults(_ model: SearchViewModel) {
    output.write { [style, artwork, console] in
      let thumbnails = await console.whileShowingProgress(model.message ?? model.title) {
        await SearchText.thumbnails(for: model, artwork: artwork)
      }
      return SearchText.render(model, style: style, thumbnails: thumbnails)
    }
  }

  /// Reads and dispatches input until `isDone` or the end of input; false means quit.
  public func run(presenter: any SearchPresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      await output.flush()
      guard let line = await readLine(presenter: presenter) else { return false }
      let input = line.trimmingCharacters(in: .whitespaces)
      if let query = LiteralSearch.query(in: input) {
        await presenter.didSubmit(query: query)
        continue
      }
      switch ScreenCommand(input) {
      case .quit: return false
      case .help: console.write(HelpPhrase.search.screen(language: language, style: style))
      case .profile: presenter.didRequestProfile()
      case .signOut: await presenter.didRequestSignOut()
      case .back: redisplay()
      case .history: presenter.didRequestHistory()
      case .filters: presenter.didRequestFilters()
      case .number(let number): presenter.didSelectAlbum(number: number)
      case .text(let word) where word.lowercased() == "library": presenter.didRequestLibrary()
      default:
        if let query = TrackSearchCommand.query(in: input) {
          presenter.didRequestTrackSearch(query: query)
        } else if let query = TrackSearchCommand.query(in: input, command: "media") {
          presenter.didRequestMediaSearch(query: query)
        } else if input.hasSuffix("?") {
          await presenter.didRequestSuggestions(for: String(input.dropLast()))
        } else if input.hasPrefix("!"), let number = Int(input.dropFirst()) {
          await presenter.didChooseSuggestion(number: number)
        } else {
          await presenter.didSubmit(query: input)
        }
      }
    }
    return true
  }

  private func readLine(presenter: any SearchPresenting) async -> String? {
    guard let typeahead else { return console.readLine(prompt: "🔎 ") }
    return await typeahead.readLine(
      title: lastModel?.suggestionsTitle, suggestions: lastModel?.suggestions ?? []
    ) { text in
      // `!N` chooses from the suggestions shown, so typing it must not replace them.
      if !text.hasPrefix("!") { await presenter.didRequestSuggestions(for: text) }
    }
  }
}

/// Plain-text rendering of search results, shared by the screen and `musiclib search`.
public enum SearchText {
  /// The numbered suggestions (or recent queries) under their title: `!1 the beatles`; without
  /// `numbered` (`musiclib suggest`, where no `!N` can be typed) just the queries.
  public static func renderSuggestions(
    _ model: SearchViewModel, style: TextStyle, numbered: Bool = true
  ) -> String {
    let lines = model.suggestions.enumerated().map { index, query in
      "  " + (numbered ? "!\(index + 1) " : "") + TerminalSafe.clean(query)
    }
    return ([style.hint(model.suggestionsTitle ?? "")] + lines).joined(separator: "\n")
  }

  /// The message, the age of results served stale from the store, then one block per album:
  /// number, title, artist, tracks, year, artwork URL.
  public static func render(_ model: SearchViewModel, style: TextStyle) -> String {
    if let failure = model.failure {
      return style.error("✖ " + TerminalSafe.cleanLines(failure.message))
    }
    var lines: [String] = []
    if let message = model.message { lines.append(TerminalSafe.cleanLines(message)) }
    if let age = model.age { lines.append(style.hint(TerminalSafe.clean(age))) }
    let width = String(model.rows.count).count
    for row in model.rows {
      let number = String(row.number).leftPadded(to: width)
      let title = TerminalSafe.clean(row.title)
      let artist = TerminalSafe.clean(row.artist)
      lines.append("\(number). \(style.title(title)) — \(artist) · \(row.tracks) · \(row.year)")
      if let url = row.artworkURL {
        lines.append(String(repeating: " ", count: width + 2) + style.hint(TerminalSafe.clean(url)))
      }
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
