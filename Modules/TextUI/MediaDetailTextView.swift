import MediaDetail

/// An item's page on a console: its facts, links and description; a number opens one of the
/// artist's other albums, `back` returns.
@MainActor public final class MediaDetailTextView: MediaDetailDisplaying {
  private let console: any Console
  private let style: TextStyle
  private let hyperlinks: TerminalHyperlinks?
  private let width: Int
  private var lastModel: MediaDetailViewModel?

  /// Creates the view over a console; `hyperlinks` makes links clickable where the terminal
  /// supports OSC 8 (nil: plain URLs); the description is wrapped at `width` columns.
  public init(console: any Console, hyperlinks: TerminalHyperlinks? = nil, width: Int = 80) {
    self.console = console
    self.style = TextStyle(enabled: console.allowsStyling)
    self.hyperlinks = hyperlinks
    self.width = width
  }

  public func display(_ viewModel: MediaDetailViewModel) {
    let previous = lastModel
    lastModel = viewModel
    console.showProgress(viewModel.isLoading ? viewModel.message : nil)
    if viewModel.isLoading { return }
    if previous?.isLoading == false, previous?.content == viewModel.content,
      viewModel.failure == nil, let message = viewModel.message
    {
      console.write(TerminalSafe.cleanLines(message))
      return
    }
    console.write(
      MediaDetailText.render(viewModel, style: style, hyperlinks: hyperlinks, width: width))
    if viewModel.content != nil { console.write(style.hint(viewModel.hint)) }
  }

  /// Reads and dispatches commands until `isDone` or the end of input; false means quit.
  public func run(presenter: any MediaDetailPresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      guard let line = console.readLine(prompt: "> ") else { return false }
      switch ScreenCommand(line.trimmingCharacters(in: .whitespaces)) {
      case .quit: return false
      case .back: presenter.didRequestBack()
      case .number(let number): presenter.didSelectAlbum(number: number)
      default: console.write(style.hint(lastModel?.hint ?? ""))
      }
    }
    return true
  }
}

/// Plain-text rendering of an item's page, shared by the screen and `musiclib item`.
public enum MediaDetailText {
  /// The title, one line per fact (links as their URL, clickable with `hyperlinks`), the
  /// description wrapped at `width`, then the artist's other albums numbered.
  public static func render(
    _ model: MediaDetailViewModel, style: TextStyle, hyperlinks: TerminalHyperlinks? = nil,
    width: Int = 80
  ) -> String {
    if let failure = model.failure {
      return style.error("✖ " + TerminalSafe.cleanLines(failure.message))
    }
    guard let content = model.content else { return model.message ?? "" }
    var lines = [
      style.title(TerminalSafe.clean(content.title))
        + (content.explicitMark.map { " " + style.error($0) } ?? "")
    ]
    let labelWidth = content.lines.map(\.label.count).max() ?? 0
    for line in content.lines {
      let label = line.label + String(repeating: " ", count: labelWidth - line.label.count)
      var value = TerminalSafe.clean(line.value)
      if let url = line.url {
        let shownURL = hyperlinks?.link(url, text: url) ?? TerminalSafe.clean(url)
        value = url == line.value ? shownURL : value + "  " + shownURL
      }
      lines.append(style.hint(label) + "  " + value)
    }
    if let description = content.description, !description.isEmpty {
      lines.append("")
      lines.append(contentsOf: wrap(TerminalSafe.cleanLines(description), width: width))
    }
    if let title = content.otherAlbumsTitle {
      lines.append("")
      lines.append(style.title(TerminalSafe.clean(title)))
      for row in content.otherAlbums {
        lines.append(
          "\(row.number). \(TerminalSafe.clean(row.title))"
            + (row.year.map { " · " + style.hint($0) } ?? ""))
      }
    }
    if let message = model.message { lines.append(TerminalSafe.cleanLines(message)) }
    return lines.joined(separator: "\n")
  }

  /// `text` with each line broken at spaces so no line passes `width` characters (a longer
  /// word stands alone); empty lines kept.
  static func wrap(_ text: String, width: Int) -> [String] {
    var wrapped: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if line.isEmpty {
          line = String(word)
        } else if line.count + 1 + word.count <= width {
          line += " " + word
        } else {
          wrapped.append(line)
          line = String(word)
        }
      }
      wrapped.append(line)
    }
    return wrapped
  }
}
