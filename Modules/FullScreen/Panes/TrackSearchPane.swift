import Search

/// A track search's results (`:tracks TEXT`): Enter plays the track under the cursor and queues
/// the results after it.
@MainActor final class TrackSearchPane: Pane, TrackSearchDisplaying {
  weak var host: (any PaneHost)?
  var presenter: (any TrackSearchPresenting)?
  private(set) var model: TrackSearchViewModel?
  private var cursor = ListCursor()
  private var visibleRows = 1

  init(host: any PaneHost) { self.host = host }

  var title: String { model?.title ?? "" }

  func display(_ viewModel: TrackSearchViewModel) {
    model = viewModel
    host?.paneDidChange()
  }

  func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
    guard let model else { return }
    let used = frame.drawNotice(
      failure: model.failure, message: model.message, age: model.age, in: rect)
    let list = rect.splitTop(used).rest
    visibleRows = max(1, list.height)
    cursor.clamp(count: model.rows.count, visible: visibleRows)
    let rows = model.rows.map {
      ListRow(text: "\($0.title) · \($0.artist) · \($0.album)", detail: $0.duration)
    }
    frame.drawList(rows, cursor: cursor, in: list, focused: focused)
  }

  func handle(_ command: KeyCommand) -> Bool {
    let count = model?.rows.count ?? 0
    if cursor.apply(command, count: count, visible: visibleRows) {
      host?.paneDidChange()
      return true
    }
    guard command == .open, count > 0 else { return false }
    presenter?.didSelectTrack(number: cursor.index + 1)
    return true
  }
}
