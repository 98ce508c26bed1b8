import Queue
import TerminalFrames

/// The queue: what plays marked ▶; Enter plays the entry under the cursor, `d` takes it out.
@MainActor
package final class QueuePane: ListPane<QueueViewModel, any QueuePresenting>, QueueDisplaying {
  package init(host: any PaneHost) {
    super.init(
      host: host,
      content: ListPaneContent(
        rows: { model in
          model.rows.map { row in
            ListRow(
              mark: row.isCurrent ? "▶ " : "  ", text: "\(row.title) · \(row.artist)",
              detail: row.duration,
              style: row.isCurrent ? CellStyle(.accent, bold: true) : .plain)
          }
        },
        notice: { ListNotice(failure: $0.failure, message: $0.message ?? $0.emptyText) },
        status: { model in
          [model.positionText, model.repeatText, model.shuffleText]
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
        },
        actions: [
          .open: .waiting { await $0.didSelectEntry(number: $1) },
          .remove: .waiting { await $0.didRemoveEntry(number: $1) },
        ],
        reload: { await $0.viewDidLoad() }))
  }
}

extension QueueViewModel: ListPaneModel {}
