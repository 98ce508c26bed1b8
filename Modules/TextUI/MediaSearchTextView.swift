import Domain
import Localization
import MediaSearch

/// The media search screen on a console: a query searches with the user's filters, a number
/// opens that item, `filters` changes them, `back` returns to the album search.
@MainActor public final class MediaSearchTextView: MediaSearchDisplaying {
  /// The language of the help screen (`help`); the screen's own strings come from its presenter.
  public var language = Language.en
  private let console: any Console
  private let style: TextStyle
  private var lastModel: MediaSearchViewModel?
  /// The last view model printed in full, shown again on the way back from an item.
  private var lastResults: MediaSearchViewModel?
  private let artwork: (any ArtworkDrawing)?
  private let output: SequencedOutput

  /// Creates the view over a console; with `artwork`, rows get cover thumbnails.
  public init(console: any Console, artwork: (any ArtworkDrawing)? = nil) {
    self.console = console
    self.style = TextStyle(enabled: console.allowsStyling)
    self.artwork = artwork
    self.output = SequencedOutput(console: console)
  }

  public func display(_ viewModel: MediaSearchViewModel) {
    let previous = lastModel
    lastModel = viewModel
    console.showProgress(viewModel.isLoading ? viewModel.message ?? viewModel.title : nil)
    if viewModel.isLoading { return }
    guard let previous else {
      output.write(
        console.layout.reflow(
          style.title(viewModel.title) + (viewModel.header.map { " — " + $0 } ?? "") + "\n"
            + style.hint(viewModel.hint)))
      write(viewModel)
      return
    }
    if previous.rows == viewModel.rows, viewModel.failure == nil {
      if let message = viewModel.message {
        output.write(console.layout.reflow(TerminalSafe.cleanLines(message)))
      }
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
    let layout = console.layout
    output.write { [style, artwork, console] in
      let thumbnails = await console.whileShowingProgress(model.message ?? model.title) {
        await MediaSearchText.thumbnails(for: model, artwork: artwork)
      }
      return MediaSearchText.render(model, style: style, thumbnails: thumbnails, layout: layout)
    }
  }

  /// Reads and dispatches input until `isDone` or the end of input; false means quit.
  public func run(presenter: any MediaSearchPresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      await output.flush()
      guard let line = console.readLine(prompt: "🎬 ") else { return false }
      let input = line.trimmingCharacters(in: .whitespaces)
      if let query = LiteralSearch.query(in: input) {
        await presenter.didSubmit(query: query)
        continue
      }
      switch ScreenCommand(input) {
      case .quit: return false
      case .help:
        console.write(
          HelpPhrase.mediaSearch.screen(language: language, style: style, layout: console.layout))
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
  /// The message, the age of results served stale from the store, then one line per item:
  /// number, title with its explicit mark, the artist or author, then the kind's details.
  /// With `thumbnails` (by row number), each such row has its cover beside it. With `commands`
  /// (one-shot output) each row ends with the command that opens it, dimmed: `item 1590002001`.
  public static func render(
    _ model: MediaSearchViewModel, style: TextStyle, thumbnails: [Int: DrawnArtwork] = [:],
    commands: Bool = false, layout: TextLayout = .unbounded
  ) -> String {
    if let failure = model.failure {
      return layout.reflow(style.error("✖ " + TerminalSafe.cleanLines(failure.message)))
    }
    var lines: [String] = []
    if let message = model.message { lines.append(layout.reflow(TerminalSafe.cleanLines(message))) }
    if let age = model.age { lines += layout.wrap(style.hint(TerminalSafe.clean(age))) }
    let width = String(model.rows.count).count
    for row in model.rows {
      var line = style.title(TerminalSafe.clean(row.title))
      if let mark = row.explicitMark { line += " " + style.error(mark) }
      if let artist = row.artist { line += " — " + TerminalSafe.clean(artist) }
      line += " · " + style.hint(row.details.map(TerminalSafe.clean).joined(separator: " · "))
      line = NextCommand.appending(
        commands ? NextCommand.item(row.id) : nil, to: line, style: style)
      let marker = "\(String(row.number).leftPadded(to: width)). "
      if let thumbnail = thumbnails[row.number] {
        lines.append(
          ArtworkLayout.combine(thumbnail, with: layout.beside(thumbnail).numbered(marker, line)))
      } else {
        lines += layout.numbered(marker, line)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The thumbnails of `model`'s rows by row number, fetched and drawn concurrently; none for a
  /// list longer than `ThumbnailRule.maximumRows` or taller than the terminal.
  public static func thumbnails(
    for model: MediaSearchViewModel, artwork: (any ArtworkDrawing)?
  ) async -> [Int: DrawnArtwork] {
    guard let artwork, model.failure == nil,
      ThumbnailRule.allows(rows: model.rows.count, terminalRows: artwork.terminalRows)
    else {
      return [:]
    }
    return await withTaskGroup(of: (Int, DrawnArtwork?).self) { group in
      for row in model.rows {
        guard let url = row.artwork?.url(size: ArtworkReference.thumbnailPixels) else { continue }
        group.addTask { (row.number, await artwork.thumbnail(url)) }
      }
      var found: [Int: DrawnArtwork] = [:]
      for await (number, thumbnail) in group {
        if let thumbnail { found[number] = thumbnail }
      }
      return found
    }
  }
}
