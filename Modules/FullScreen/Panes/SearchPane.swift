import AppCommands
import Search
import TerminalFrames

/// The album search's results: a list with a cursor; Enter opens the album under it.
@MainActor final class SearchPane: Pane, SearchDisplaying {
  weak var host: (any PaneHost)?
  var presenter: (any SearchPresenting)?
  private(set) var model: SearchViewModel?
  private var list = PaneList()
  /// Told the suggestions from the history each time they change.
  var onSuggestions: @MainActor (_ title: String?, _ suggestions: [String]) -> Void = { _, _ in }

  init(host: any PaneHost) { self.host = host }

  var title: String { model?.title ?? "" }

  func display(_ viewModel: SearchViewModel) {
    let suggestionsChanged =
      viewModel.suggestions != model?.suggestions
      || viewModel.suggestionsTitle != model?.suggestionsTitle
    model = viewModel
    if suggestionsChanged { onSuggestions(viewModel.suggestionsTitle, viewModel.suggestions) }
    host?.paneDidChange()
  }

  /// Searches for `query`.
  func submit(_ query: String) {
    guard let presenter else { return }
    list.reset()
    host?.perform { await presenter.didSubmit(query: query) }
  }

  /// Asks for the suggestions from the history for what is typed so far.
  func suggest(for prefix: String) {
    guard let presenter else { return }
    Task { await presenter.didRequestSuggestions(for: prefix) }
  }

  /// The album the cursor is on, for the keys that act on it.
  var selectedAlbumID: Int64? {
    guard let rows = model?.rows, list.index < rows.count else { return nil }
    return rows[list.index].id
  }

  func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
    guard let model else { return }
    list.draw(
      model.rows.map { ListRow(text: "\($0.title) · \($0.artist)", detail: $0.year) },
      failure: model.failure, message: model.message, age: model.age, on: &frame, in: rect,
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
    presenter?.didSelectAlbum(number: list.index + 1)
    return true
  }
}
