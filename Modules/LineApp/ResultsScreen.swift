import AppCommands
import LineScreens
import Localization
import TerminalKit
import TerminalText
import TextRenderers

/// How a search screen prints the view models it is given: a progress line while it searches,
/// its title and hint the first time, then the whole results when they changed or something
/// new failed, else only the new message under the results shown. The screen's results as they
/// stand (the rows, or no rows and why) come again on the way back from what a row opened and
/// on `back`.
@MainActor final class ResultsScreen<Model: ResultsScreenModel> {
  /// Keeps the screen's output in order while covers are drawn.
  let output: SequencedOutput
  private let console: any Console
  private let style: TextStyle
  /// Prints the whole results of a view model.
  private let writeResults: (Model) -> Void
  /// The screen's state: the last view model given.
  private(set) var lastModel: Model?
  /// The results as they stand: what the last search ended in (the view model after its
  /// progress line: rows, none, or a failure), rows shown without a progress line, or a failure
  /// the screen opened with. A note for one display over the same rows ("no album 9", a query
  /// too short) does not change them.
  private var lastResults: Model?
  /// The hint the screen opened with, printed again when it is redrawn.
  private var hint = ""
  /// The language of the line under a page of results.
  var language = Language.en
  /// The lines a page of results may take: the terminal's height; nil (output not a terminal)
  /// prints every result at once.
  var pageHeight: () -> Int?
  /// How many of the results as they stand have been printed, page by page.
  private var shownRows = 0
  /// Where a search in flight is cancelled from (Ctrl-C, Esc).
  var waiting = CancellableWait(keyboard: nil)

  /// A screen on `console` whose results `writeResults` prints through the given output.
  init(
    console: any Console, style: TextStyle,
    writeResults: @escaping (Model, SequencedOutput) -> Void
  ) {
    let output = SequencedOutput(console: console)
    self.console = console
    self.style = style
    self.output = output
    self.writeResults = { writeResults($0, output) }
    pageHeight = { console.outputIsTerminal ? TerminalSize.current().rows : nil }
  }

  /// A screen whose results come with cover thumbnails: `thumbnails` draws them under a progress
  /// line, then `render` prints the results with them at the console's width.
  convenience init(
    console: any Console, style: TextStyle,
    thumbnails: @escaping @MainActor (Model) async -> [Int: DrawnArtwork],
    render: @escaping @MainActor (Model, [Int: DrawnArtwork], TextLayout) -> String
  ) {
    self.init(console: console, style: style) { model, output in
      let layout = console.layout
      output.write {
        let drawn = await console.whileShowingProgress(model.message ?? model.title) {
          await thumbnails(model)
        }
        return render(model, drawn, layout)
      }
    }
  }

  /// Prints `model` as the screen's next state, under the screen's `hint` the first time;
  /// `beforeResults` (given the state before) prints what the screen shows between its hint and
  /// its results.
  func display(
    _ model: Model, hint: String, beforeResults: (_ previous: Model?) -> Void = { _ in }
  ) {
    let previous = lastModel
    lastModel = model
    console.showProgress(model.isLoading ? model.message ?? model.title : nil)
    if model.isLoading { return }
    if previous == nil {
      self.hint = hint
      writeHeading(model)
    }
    if previous?.isLoading == true, model.failure != nil, !model.rows.isEmpty {
      beforeResults(previous)
      return sayFailure(overResultsKept: model)
    }
    let newRows = model.failure == nil && !model.rows.isEmpty && model.rows != lastResults?.rows
    if previous?.isLoading == true || newRows || (previous == nil && model.failure != nil) {
      lastResults = model
    }
    beforeResults(previous)
    // A failure still standing is not said again under every message that follows it.
    if let previous, previous.rows == model.rows,
      model.failure == nil || model.failure == previous.failure
    {
      if let message = model.message, model.failure == nil {
        output.write(console.layout.reflow(TerminalSafe.cleanLines(message)))
      }
    } else {
      writePage(of: model, from: 0)
    }
  }

  /// A search failed over the results it replaced, which still stand (printed above, and
  /// again on `back`): only the failure is printed.
  private func sayFailure(overResultsKept model: Model) {
    var kept = model
    kept.failure = nil
    lastResults = kept
    var failed = model
    failed.rows = []
    writeResults(failed)
  }

  /// Whether results as they stand are left to print on a next page.
  var hasMorePages: Bool { lastResults.map { shownRows < $0.rows.count } ?? false }

  /// Prints the next page of the results as they stand (an empty Enter), under their header.
  func showNextPage() {
    guard let lastResults, hasMorePages else { return }
    writePage(of: lastResults, from: shownRows)
  }

  /// Prints `model` with the page of its rows from `start` that fits the terminal, and under it
  /// which rows these are of how many, and how to see more; the whole model where all fit.
  private func writePage(of model: Model, from start: Int) {
    let size = rowsPerPage()
    guard let size, start > 0 || model.rows.count > size else {
      shownRows = model.rows.count
      return writeResults(model)
    }
    let end = min(model.rows.count, start + size)
    var page = model
    page.rows = Array(model.rows[start..<end])
    writeResults(page)
    shownRows = end
    output.write(
      ListPage.note(
        first: start + 1, last: end, total: model.rows.count, language: language, style: style,
        layout: console.layout))
  }

  /// The rows a page takes at the terminal's height and width; nil when every row is printed
  /// at once.
  private func rowsPerPage() -> Int? {
    pageHeight().map { ListPage.rows(height: $0, width: console.layout.width) }
  }

  /// The screen's title, its header and its hint.
  private func writeHeading(_ model: Model) {
    output.write(
      console.layout.reflow(style.title(model.title) + (model.header.map { " — " + $0 } ?? "")))
    output.write(console.layout.reflow(style.hint(hint)))
  }

  /// Prints the screen again from its title (`clear`, Ctrl-L), under what scrolled away.
  func redraw() {
    guard let model = lastResults ?? lastModel else { return }
    writeHeading(model)
    if lastResults != nil { writePage(of: model, from: 0) }
  }

  /// Whether `input` asks to redraw the screen: `clear`, or a Ctrl-L read in a plain line.
  static func asksToRedraw(_ input: String) -> Bool {
    CommandWord.english(input) == "clear"
      || (!input.isEmpty && input.unicodeScalars.allSatisfy { $0 == "\u{0C}" })
  }

  /// Takes `model` as the screen's state without printing it (the line editor shows it).
  func remember(_ model: Model) {
    lastModel = model
  }

  /// Prints the results as they stand again (on the way back from what a row opened, or on
  /// `back`): the rows, or why there are none.
  func redisplay() {
    guard let lastResults else { return }
    writePage(of: lastResults, from: 0)
  }

  /// Reads and dispatches input until `isDone` or the end of input; false means quit. `/TEXT`
  /// searches TEXT as typed; a number opens its row; `back`, `help`, `quit`, and `filters` when
  /// the screen has them; any other text searches, after its leading `command` word if any.
  func run(
    prompt: () -> String, isDone: () -> Bool, help: (TextLayout) -> String,
    submit: @escaping (String) async -> Void,
    open: (Int) -> Void, back: () -> Void, filters: (() -> Void)? = nil, command: String,
    shortcuts: (any PlaybackShortcuts)?
  ) async -> Bool {
    while !isDone() {
      await output.flush()
      if let nowPlaying = await shortcuts?.nowPlayingLine() { console.write(nowPlaying) }
      guard let line = console.readLine(prompt: prompt()) else { return false }
      let input = line.trimmingCharacters(in: .whitespaces)
      if input.isEmpty {
        showNextPage()
        continue
      }
      if Self.asksToRedraw(input) {
        redraw()
        continue
      }
      if let query = LiteralSearch.query(in: input) {
        await waiting.run { await submit(query) }
        continue
      }
      let typed = CommandWord.command(input)
      // The screen's own way to the filters first: it searches again on the way back.
      if typed == .filters, let filters {
        filters()
        continue
      }
      if await shortcuts?.perform(typed) == true { continue }
      switch typed {
      case .quit: return false
      case .help: console.write(help(console.layout))
      case .back: back()
      case .number(let number): open(number)
      default:
        if let slip = UnknownCommandLine.slip(
          input, language: language, style: console.style, layout: console.layout)
        {
          console.write(slip)
          continue
        }
        let query = TrackSearchCommand.query(in: input, command: command) ?? input
        await waiting.run { await submit(query) }
      }
    }
    return true
  }
}
