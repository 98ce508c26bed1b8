import Library
import TerminalFrames

/// The saved albums: Enter opens the album under the cursor, `d` removes it (`a`, the app's key,
/// adds it to the queue).
@MainActor
package final class LibraryPane: ListPane<LibraryViewModel, any LibraryPresenting>,
  LibraryDisplaying
{
  package init(host: any PaneHost) {
    super.init(
      host: host,
      content: ListPaneContent(
        rows: { $0.rows.map { ListRow(text: "\($0.title) · \($0.artist)", detail: $0.year) } },
        notice: { ListNotice(failure: $0.failure, message: $0.message) },
        actions: [
          .open: .now { $0.didSelectAlbum(number: $1) },
          .remove: .waiting { await $0.didRequestRemove(number: $1) },
        ],
        reload: { await $0.viewDidLoad() }))
  }

  /// The album the cursor is on.
  package var selectedAlbumID: Int64? {
    cursorRow.flatMap { model?.rows[$0].id }
  }
}

extension LibraryViewModel: ListPaneModel {}
