import AppCommands
import History
import TerminalFrames

/// The search history, newest first: Enter searches the entry again, `d` deletes it.
@MainActor final class HistoryPane: Pane, HistoryDisplaying {
  weak var host: (any PaneHost)?
  var presenter: (any HistoryPresenting)?
  private(set) var model: HistoryViewModel?
  private var list = PaneList()

  init(host: any PaneHost) { self.host = host }

  var title: String { model?.title ?? "" }

  func display(_ viewModel: HistoryViewModel) {
    model = viewModel
    host?.paneDidChange()
  }

  func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
    guard let model else { return }
    list.draw(
      model.rows.map { ListRow(text: $0.query, detail: $0.searchedAt) },
      failure: model.failure, message: model.message, on: &frame, in: rect, focused: focused)
  }

  func select(row: Int) {
    if list.select(row: row) { host?.paneDidChange() }
  }

  func handle(_ command: AppCommand) -> Bool {
    let count = model?.rows.count ?? 0
    if list.move(command, count: count) {
      host?.paneDidChange()
      return true
    }
    guard let presenter, count > 0 else { return false }
    let number = list.index + 1
    switch command {
    case .open: presenter.didSelectEntry(number: number)
    case .remove: host?.perform { await presenter.didRequestDelete(number: number) }
    default: return false
    }
    return true
  }

  func didReappear() {
    guard let presenter else { return }
    Task { await presenter.viewDidLoad() }
  }
}
