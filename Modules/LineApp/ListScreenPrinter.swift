import TerminalKit
import TerminalText

/// How a list screen prints what it is given: its title and hint once, then the whole list
/// when the rows changed or something failed, else only the new message under the list shown.
@MainActor struct ListScreenPrinter<Model: ListScreenModel> {
  private let console: any Console
  private let style: TextStyle
  /// The view model printed last, nil before the first.
  private(set) var lastModel: Model?

  init(console: any Console, style: TextStyle) {
    self.console = console
    self.style = style
  }

  /// Prints `model`, under the screen's `hint` the first time; `render` makes the whole list.
  mutating func show(_ model: Model, hint: String, render: () -> String) {
    let firstShow = lastModel == nil
    let sameRows = lastModel?.rows == model.rows
    lastModel = model
    if firstShow {
      console.write(
        console.layout.reflow(style.title(model.title) + (model.header.map { " — " + $0 } ?? "")))
      console.write(console.layout.reflow(style.hint(hint)))
    }
    if sameRows && model.failure == nil {
      if let message = model.message {
        console.write(console.layout.reflow(TerminalSafe.cleanLines(message)))
      }
    } else {
      console.write(render())
    }
  }
}
