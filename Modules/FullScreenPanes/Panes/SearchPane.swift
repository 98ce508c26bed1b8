import Search
import TerminalFrames

/// The album search's results: a list with a cursor; Enter opens the album under it.
@MainActor
package final class SearchPane: ListPane<SearchViewModel, any SearchPresenting>,
  SearchDisplaying
{
  /// Told the suggestions from the history each time they change or are asked for.
  package var onSuggestions: @MainActor (_ title: String?, _ suggestions: [String]) -> Void = {
    _, _ in
  }
  /// Whether suggestions were asked for since the last were told: the answer is told even when
  /// it is what was shown before (a search line opened again wants its recent searches).
  private var suggestionsAsked = false

  package init(host: any PaneHost) {
    super.init(
      host: host,
      content: ListPaneContent(
        rows: { $0.rows.map { ListRow(text: "\($0.title) · \($0.artist)", detail: $0.year) } },
        notice: { ListNotice(failure: $0.failure, message: $0.message, age: $0.age) },
        actions: [.open: .now { $0.didSelectAlbum(number: $1) }]))
  }

  override func didShow(_ viewModel: SearchViewModel, after shown: SearchViewModel?) {
    guard
      suggestionsAsked || viewModel.suggestions != shown?.suggestions
        || viewModel.suggestionsTitle != shown?.suggestionsTitle
    else { return }
    suggestionsAsked = false
    onSuggestions(viewModel.suggestionsTitle, viewModel.suggestions)
  }

  /// Searches for `query`.
  package func submit(_ query: String) {
    guard let presenter else { return }
    resetCursor()
    host?.perform { await presenter.didSubmit(query: query) }
  }

  /// Asks for the suggestions from the history of album searches for what is typed so far (the
  /// latest ones for nothing typed).
  package func suggest(for prefix: String) {
    guard let presenter else { return }
    suggestionsAsked = true
    Task { await presenter.didRequestSuggestions(for: prefix) }
  }

  /// The album the cursor is on, for the keys that act on it.
  package var selectedAlbumID: Int64? {
    cursorRow.flatMap { model?.rows[$0].id }
  }
}

extension SearchViewModel: ListPaneModel {}
