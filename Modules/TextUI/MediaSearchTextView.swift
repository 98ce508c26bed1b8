import MediaSearch

/// The media search screen on a console: a query searches with the user's filters, a number
/// opens that item, `filters` changes them, `back` returns to the album search.
@MainActor public final class MediaSearchTextView: MediaSearchDisplaying {
  private let console: any Console
  private let style: TextStyle
  private var lastModel: MediaSearchViewModel?
  /// The last view model printed in full, shown again on the way back from an item.
  private var lastResults: MediaSearchViewModel?

  /// Creates the view over a console.
  public init(console: any Console) {
    self.console = console
    self.style = TextStyle(enabled: console.allowsStyling)
  }

  public func display(_ viewModel: MediaSearchViewModel) {
    let previous = lastModel
    lastModel = viewModel
    console.showProgress(viewModel.isLoading ? viewModel.message ?? viewModel.title : nil)
    if viewModel.isLoading { return }
    guard let previous else {
      console.write(style.title(viewModel.title) + (viewModel.header.map { " — " + $0 } ?? ""))
      console.write(style.hint(viewModel.hint))
      write(viewModel)
      return
    }
    if previous.rows == viewModel.rows, viewModel.failure == nil {
      if let message = viewModel.message { console.write(TerminalSafe.cleanLines(message)) }
    } else {
      write(viewModel)
    }
  }

  /// Prints the last results again (when coming back from an item's page).
  public func redisplay() {
    guard let lastResults, !lastResults.rows.isEmpty else { return }
    write(lastResults)
  }

  private func write(_ model: MediaSearchViewModel) {
    lastResults = model
    let text = MediaSearchText.render(model, style: style)
    if !text.isEmpty { console.write(text) }
  }

  /// Reads and dispatches input until `isDone` or the end of input; false means quit.
  public func run(presenter: any MediaSearchPresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      guard let line = console.readLine(prompt: "🎬 ") else { return false }
      let input = line.trimmingCharacters(in: .whitespaces)
      switch ScreenCommand(input) {
      case .quit: return false
      case .help: console.write(style.hint(lastModel?.hint ?? ""))
      case .back: presenter.didRequestBack()
      case .filters: presenter.didRequestFilters()
      case .number(let number): presenter.didSelectItem(number: number)
      default:
        await presenter.didSubmit(
          query: TrackSearchCommand.query(in: input, command: "media") ?? input)
      }
    }
    return true
  }
}

/// Plain-text rendering of media search results, shared by the screen and `musiclib search
/// --media`.
public enum MediaSearchText {
  /// The message, then one line per item: number, title with its explicit mark, the artist or
  /// author, then the kind's details.
  public static func render(_ model: MediaSearchViewModel, style: TextStyle) -> String {
    if let failure = model.failure {
      return style.error("✖ " + TerminalSafe.cleanLines(failure.message))
    }
    var lines: [String] = []
    if let message = model.message { lines.append(TerminalSafe.cleanLines(message)) }
    let width = String(model.rows.count).count
    for row in model.rows {
      var line =
        "\(String(row.number).leftPadded(to: width)). "
        + style.title(TerminalSafe.clean(row.title))
      if let mark = row.explicitMark { line += " " + style.error(mark) }
      if let artist = row.artist { line += " — " + TerminalSafe.clean(artist) }
      line += " · " + style.hint(row.details.map(TerminalSafe.clean).joined(separator: " · "))
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
