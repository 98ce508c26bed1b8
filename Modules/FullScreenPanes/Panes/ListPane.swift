import AppCommands
import TerminalFrames

/// A feature's list in a pane: its rows under its notices with a cursor over them, and what the
/// keys do to the row under the cursor. The list panes (album and track search results, the
/// library, the history, the queue) are this pane over their view models, each saying only what
/// it shows (`ListPaneContent`).
@MainActor package class ListPane<Model, Presenter>: Pane {
  weak var host: (any PaneHost)?
  package var presenter: Presenter?
  package private(set) var model: Model?
  private var list = PaneList()
  private let content: ListPaneContent<Model, Presenter>

  init(host: any PaneHost, content: ListPaneContent<Model, Presenter>) {
    self.host = host
    self.content = content
  }

  package var title: String { model.map(content.title) ?? "" }

  /// The row the cursor is on, from 0, when the list has one.
  var cursorRow: Int? {
    guard let model, list.index < content.count(model) else { return nil }
    return list.index
  }

  package func display(_ viewModel: Model) {
    let shown = model
    model = viewModel
    didShow(viewModel, after: shown)
    host?.paneDidChange()
  }

  /// Called once `viewModel` replaced `shown`, before the frame is asked for: for a pane that
  /// tells the app around it more than its list.
  func didShow(_ viewModel: Model, after shown: Model?) {}

  /// Puts the cursor back on the first row, for a list that is about to be replaced.
  func resetCursor() {
    list.reset()
  }

  package func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
    guard let model else { return }
    var body = rect
    if let status = content.status {
      frame.put(
        status(model), x: rect.x, y: rect.y, limit: rect.width, style: CellStyle(.secondary))
      body = rect.splitTop(1).rest
    }
    let notice = content.notice(model)
    list.draw(
      content.rows(model), failure: notice.failure, message: notice.message, age: notice.age,
      on: &frame, in: body, focused: focused)
  }

  package func select(row: Int) {
    if list.select(row: row - (content.status == nil ? 0 : 1)) { host?.paneDidChange() }
  }

  package func handle(_ command: AppCommand) -> Bool {
    let count = model.map(content.count) ?? 0
    if list.move(command, count: count) {
      host?.paneDidChange()
      return true
    }
    guard let presenter, count > 0, let action = content.actions[command] else { return false }
    let number = list.index + 1
    switch action {
    case .now(let act): act(presenter, number)
    case .waiting(let act): host?.perform { await act(presenter, number) }
    }
    return true
  }

  package func didReappear() {
    guard let presenter, let reload = content.reload else { return }
    Task { await reload(presenter) }
  }
}
