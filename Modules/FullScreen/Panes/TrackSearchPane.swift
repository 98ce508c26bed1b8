import AppCommands
import Search
import TerminalFrames

/// A track search's results (`:tracks TEXT`): Enter plays the track under the cursor and queues
/// the results after it.
@MainActor final class TrackSearchPane: Pane, TrackSearchDisplaying {
  weak var host: (any PaneHost)?
  var presenter: (any TrackSearchPresenting)?
  private(set) var model: TrackSearchViewModel?
  private var list = PaneList()

  init(host: any PaneHost) { self.host = host }

  var title: String { model?.title ?? "" }

  func display(_ viewModel: TrackSearchViewModel) {
    model = viewModel
    host?.paneDidChange()
  }

  func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
    guard let model else { return }
    list.draw(
      model.rows.map {
        ListRow(text: "\($0.title) · \($0.artist) · \($0.album)", detail: $0.duration)
      }, failure: model.failure, message: model.message, age: model.age, on: &frame, in: rect,
      focused: focused)
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
    guard command == .open, count > 0 else { return false }
    presenter?.didSelectTrack(number: list.index + 1)
    return true
  }
}
