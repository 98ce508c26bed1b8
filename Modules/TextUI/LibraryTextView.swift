import Library

/// The library screen on a console: a number opens that album, `remove N` takes it out, an
/// empty line shows every album, any other text filters the list.
@MainActor public final class LibraryTextView: LibraryDisplaying {
  private let console: any Console
  private let style: TextStyle
  private var lastModel: LibraryViewModel?

  /// Creates the view over a console.
  public init(console: any Console) {
    self.console = console
    self.style = TextStyle(enabled: console.allowsStyling)
  }

  public func display(_ viewModel: LibraryViewModel) {
    let firstShow = lastModel == nil
    let sameRows = lastModel?.rows == viewModel.rows
    lastModel = viewModel
    if firstShow {
      console.write(style.title(viewModel.title) + (viewModel.header.map { " — " + $0 } ?? ""))
      console.write(style.hint(viewModel.hint))
    }
    if sameRows && !firstShow && viewModel.failure == nil {
      if let message = viewModel.message { console.write(TerminalSafe.cleanLines(message)) }
    } else {
      console.write(LibraryText.render(viewModel, style: style))
    }
  }

  /// Reads and dispatches commands until `isDone` or the end of input; false means quit.
  public func run(presenter: any LibraryPresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      guard let line = console.readLine(prompt: "> ") else { return false }
      let input = line.trimmingCharacters(in: .whitespaces)
      let words = input.split(separator: " ")
      if words.count == 2, ["remove", "rm"].contains(words[0].lowercased()),
        let number = Int(words[1])
      {
        await presenter.didRequestRemove(number: number)
        continue
      }
      switch ScreenCommand(input) {
      case .quit: return false
      case .back: presenter.didRequestBack()
      case .help: console.write(style.hint(lastModel?.hint ?? ""))
      case .number(let number): presenter.didSelectAlbum(number: number)
      case .text(let text): presenter.didChangeFilter(text)
      default: console.write(style.hint(lastModel?.hint ?? ""))
      }
    }
    return true
  }
}

/// Plain-text rendering of the library, shared by the screen and `musiclib library`.
public enum LibraryText {
  /// The message, then one numbered line per album: title, artist, tracks, year, when saved.
  public static func render(_ model: LibraryViewModel, style: TextStyle) -> String {
    if let failure = model.failure {
      return style.error("✖ " + TerminalSafe.cleanLines(failure.message))
    }
    var lines: [String] = []
    if let message = model.message { lines.append(TerminalSafe.cleanLines(message)) }
    let width = String(model.rows.count).count
    for row in model.rows {
      let number = String(row.number).leftPadded(to: width)
      lines.append(
        "\(number). \(style.title(TerminalSafe.clean(row.title))) — "
          + "\(TerminalSafe.clean(row.artist)) · \(row.tracks) · \(row.year)  "
          + style.hint(row.savedAt))
    }
    return lines.joined(separator: "\n")
  }

  /// The message of an import, then one line per album it added.
  public static func renderImport(_ model: LibraryViewModel, style: TextStyle) -> String {
    if model.failure != nil { return render(model, style: style) }
    let added = (model.imported?.added ?? []).map { album in
      "+ \(style.title(TerminalSafe.clean(album.title)))"
        + (album.artist.map { " — " + TerminalSafe.clean($0) } ?? "")
    }
    return ([TerminalSafe.cleanLines(model.message ?? "")] + added).joined(separator: "\n")
  }
}
