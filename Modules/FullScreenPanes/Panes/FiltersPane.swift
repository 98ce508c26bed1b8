import AppCommands
import Filters
import TerminalFrames

/// The media search's filters, one row each; Enter edits the row's value on the input line,
/// with the choices named under the list.
@MainActor package final class FiltersPane: Pane, FiltersDisplaying {
  weak var host: (any PaneHost)?
  package var presenter: (any FiltersPresenting)?
  package private(set) var model: FiltersViewModel?
  private var cursor = ListCursor()
  /// Asked to edit a field: the field, its label and its value now.
  package var onEdit: @MainActor (_ field: FiltersField, _ label: String, _ value: String) -> Void =
    {
      _, _, _ in
    }

  package init(host: any PaneHost) { self.host = host }

  package var title: String { model?.title ?? "" }

  package func display(_ viewModel: FiltersViewModel) {
    model = viewModel
    host?.paneDidChange()
  }

  /// Sets `field` to `text`, as typed.
  package func change(_ field: FiltersField, to text: String) {
    guard let presenter else { return }
    host?.perform { await presenter.didChange([field: text]) }
  }

  package func draw(_ frame: inout FrameBuffer, in rect: Rect, focused: Bool) {
    guard let model else { return }
    let used = frame.drawNotice(failure: model.failure, message: model.message, in: rect)
    let list = rect.splitTop(used).rest
    let labelWidth = (model.rows.map(\.label.count).max() ?? 0) + 2
    let rows = model.rows.map {
      ListRow(text: $0.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + $0.value)
    }
    cursor.clamp(count: rows.count, visible: max(1, list.height))
    frame.drawList(rows, cursor: cursor, in: list, focused: focused)
    if cursor.index < model.rows.count, list.height > rows.count + 1 {
      frame.put(
        model.rows[cursor.index].choices, x: list.x, y: list.y + rows.count + 1,
        limit: list.width, style: CellStyle(.muted))
    }
  }

  package func handle(_ command: AppCommand) -> Bool {
    guard let rows = model?.rows else { return false }
    if cursor.apply(command, count: rows.count, visible: rows.count) {
      host?.paneDidChange()
      return true
    }
    guard command == .open, cursor.index < rows.count else { return false }
    let row = rows[cursor.index]
    onEdit(row.field, row.label, editableValue(row.value))
    return true
  }

  /// The value as shown, in the person's language, ready to edit: a kind shown as
  /// `music (песни)` gives the words in its brackets, which the presenter reads back too.
  private func editableValue(_ shown: String) -> String {
    guard let open = shown.firstIndex(of: "("), let close = shown.lastIndex(of: ")"), open < close
    else { return shown }
    return String(shown[shown.index(after: open)..<close])
  }
}
