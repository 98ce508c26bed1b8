import AppCommands
import Library
import TerminalFrames

/// The saved albums: Enter opens the album under the cursor, `d` removes it (`a`, the app's key,
/// adds it to the queue).
@MainActor final class LibraryPane: Pane, LibraryDisplaying {
  weak var host: (any PaneHost)?
  var presenter: (any LibraryPresenting)?
  private(set) var model: LibraryViewModel?
  private var list = PaneList()

  init(host: any PaneHost) { self.host = host }

  var title: String { model?.title ?? "" }

  func display(_ viewModel: LibraryViewModel) {
    model = viewModel
    host?.paneDidChange()
  }

  func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
    guard let model else { return }
    list.draw(
      model.rows.map { ListRow(text: "\($0.title) · \($0.artist)", detail: $0.year) },
      failure: model.failure, message: model.message, on: &frame, in: rect, focused: focused)
  }

  /// The album the cursor is on.
  var selectedAlbumID: Int64? {
    guard let rows = model?.rows, list.index < rows.count else { return nil }
    return rows[list.index].id
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
    case .open: presenter.didSelectAlbum(number: number)
    case .remove: host?.perform { await presenter.didRequestRemove(number: number) }
    default: return false
    }
    return true
  }

  func didReappear() {
    guard let presenter else { return }
    Task { await presenter.viewDidLoad() }
  }
}
