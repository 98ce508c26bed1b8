import AppCommands
import MediaSearch
import TerminalFrames

/// Songs, movies or e-books found with the person's filters (`:media TEXT`), in two columns
/// where the pane is wide enough: the cursor runs down the first column, then the second.
@MainActor package final class MediaSearchPane: Pane, MediaSearchDisplaying {
  /// The narrowest pane that shows two columns.
  static let twoColumnWidth = 90

  weak var host: (any PaneHost)?
  package var presenter: (any MediaSearchPresenting)?
  package private(set) var model: MediaSearchViewModel?
  private var cursor = ListCursor()
  private var visibleRows = 1

  package init(host: any PaneHost) { self.host = host }

  package var title: String { model?.title ?? "" }

  package func display(_ viewModel: MediaSearchViewModel) {
    model = viewModel
    host?.paneDidChange()
  }

  package func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
    guard let model else { return }
    let used = frame.drawNotice(
      failure: model.failure, message: model.message, age: model.age, in: rect)
    let list = rect.splitTop(used).rest
    let columns = list.width >= Self.twoColumnWidth ? 2 : 1
    // Rows that fit on one screen are shared between the columns, the first one the longer.
    let height = min(max(1, list.height), max(1, (model.rows.count + columns - 1) / columns))
    visibleRows = height * columns
    cursor.clamp(count: model.rows.count, visible: visibleRows)
    let rows = model.rows.map { row in
      ListRow(
        text: ([row.title + (row.explicitMark.map { " " + $0 } ?? "")]
          + [row.artist].compactMap {
            $0
          }).joined(separator: " · "),
        detail: row.details.first ?? "")
    }
    let columnWidth = columns == 2 ? (list.width - 2) / 2 : list.width
    for column in 0..<columns {
      let first = cursor.top + column * height
      guard first < rows.count else { break }
      let slice = Array(rows[first..<min(rows.count, first + height)])
      var local = ListCursor()
      let selected = cursor.index - first
      let area = Rect(
        x: list.x + column * (columnWidth + 2), y: list.y, width: columnWidth, height: height)
      if (0..<slice.count).contains(selected) {
        local.select(selected, count: slice.count, visible: height)
        frame.drawList(slice, cursor: local, in: area, focused: focused)
      } else {
        frame.drawList(slice, cursor: ListCursor.none, in: area, focused: focused)
      }
    }
  }

  package func handle(_ command: AppCommand) -> Bool {
    let count = model?.rows.count ?? 0
    if cursor.apply(command, count: count, visible: visibleRows) {
      host?.paneDidChange()
      return true
    }
    guard command == .open, count > 0 else { return false }
    presenter?.didSelectItem(number: cursor.index + 1)
    return true
  }
}
