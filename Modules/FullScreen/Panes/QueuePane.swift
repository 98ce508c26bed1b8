import AppCommands
import Queue
import TerminalFrames

/// The queue: what plays marked ▶; Enter plays the entry under the cursor, `d` takes it out.
@MainActor final class QueuePane: Pane, QueueDisplaying {
  weak var host: (any PaneHost)?
  var presenter: (any QueuePresenting)?
  private(set) var model: QueueViewModel?
  private var list = PaneList()

  init(host: any PaneHost) { self.host = host }

  var title: String { model?.title ?? "" }

  func display(_ viewModel: QueueViewModel) {
    model = viewModel
    host?.paneDidChange()
  }

  func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
    guard let model else { return }
    let status = [model.positionText, model.repeatText, model.shuffleText]
      .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    frame.put(status, x: rect.x, y: rect.y, limit: rect.width, style: CellStyle(.secondary))
    let below = rect.splitTop(1).rest
    let rows = model.rows.map { row in
      ListRow(
        mark: row.isCurrent ? "▶ " : "  ", text: "\(row.title) · \(row.artist)",
        detail: row.duration,
        style: row.isCurrent ? CellStyle(.accent, bold: true) : .plain)
    }
    list.draw(
      rows, failure: model.failure, message: model.message ?? model.emptyText, on: &frame,
      in: below, focused: focused)
  }

  func select(row: Int) {
    // The status line (position, repeat, shuffle) is over the list.
    if list.select(row: row - 1) { host?.paneDidChange() }
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
    case .open: host?.perform { await presenter.didSelectEntry(number: number) }
    case .remove: host?.perform { await presenter.didRemoveEntry(number: number) }
    default: return false
    }
    return true
  }

  func didReappear() {
    guard let presenter else { return }
    Task { await presenter.viewDidLoad() }
  }
}
