import History

/// The search-history screen on a console: a number runs that search, `delete N` removes an
/// entry, `clear` empties the history after a yes.
@MainActor public final class HistoryTextView: HistoryDisplaying {
  private let console: any Console
  private let style: TextStyle
  private var lastModel: HistoryViewModel?

  /// Creates the view over a console.
  public init(console: any Console) {
    self.console = console
    self.style = TextStyle(enabled: console.allowsStyling)
  }

  public func display(_ viewModel: HistoryViewModel) {
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
      console.write(HistoryText.render(viewModel, style: style))
    }
  }

  /// Reads and dispatches commands until `isDone` or the end of input; false means quit.
  public func run(presenter: any HistoryPresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      guard let line = console.readLine(prompt: "> ") else { return false }
      let input = line.trimmingCharacters(in: .whitespaces)
      let words = input.split(separator: " ")
      if words.count == 2, ["delete", "del", "rm"].contains(words[0].lowercased()),
        let number = Int(words[1])
      {
        await presenter.didRequestDelete(number: number)
        continue
      }
      switch ScreenCommand(input) {
      case .quit: return false
      case .back: presenter.didRequestBack()
      case .number(let number): presenter.didSelectEntry(number: number)
      case .text(let word) where word.lowercased() == "clear":
        guard let answer = console.readLine(prompt: (lastModel?.clearConfirmation ?? "") + " ")
        else { return false }
        if ["y", "yes", "д", "да"].contains(
          answer.trimmingCharacters(in: .whitespaces).lowercased())
        {
          await presenter.didRequestClear()
        }
      default: console.write(style.hint(lastModel?.hint ?? ""))
      }
    }
    return true
  }
}

/// Plain-text rendering of the history, shared by the screen and `musiclib history`.
public enum HistoryText {
  /// The message, or one numbered line per entry with when it was searched.
  public static func render(_ model: HistoryViewModel, style: TextStyle) -> String {
    if let failure = model.failure {
      return style.error("✖ " + TerminalSafe.cleanLines(failure.message))
    }
    var lines: [String] = []
    if let message = model.message { lines.append(TerminalSafe.cleanLines(message)) }
    let width = String(model.rows.count).count
    for row in model.rows {
      lines.append(
        "\(String(row.number).leftPadded(to: width)). \(TerminalSafe.clean(row.query))  "
          + style.hint(row.searchedAt))
    }
    return lines.joined(separator: "\n")
  }
}
