import History
import TerminalFrames

/// The search history, newest first: Enter searches the entry again, `d` deletes it.
@MainActor
package final class HistoryPane: ListPane<HistoryViewModel, any HistoryPresenting>,
  HistoryDisplaying
{
  package init(host: any PaneHost) {
    super.init(
      host: host,
      content: ListPaneContent(
        rows: { $0.rows.map { ListRow(text: $0.query, detail: "\($0.kind) · \($0.searchedAt)") } },
        notice: { ListNotice(failure: $0.failure, message: $0.message) },
        actions: [
          .open: .now { $0.didSelectEntry(number: $1) },
          .remove: .waiting { await $0.didRequestDelete(number: $1) },
        ],
        reload: { await $0.viewDidLoad() }))
  }
}

extension HistoryViewModel: ListPaneModel {}
