import TerminalKit
import TerminalText

/// One row of a list pane: its text on the left, a detail on the right (a year, a duration)
/// that is left out first when the row is too narrow, and a mark before it.
public struct ListRow: Equatable, Sendable {
  public var mark: String
  public var text: String
  public var detail: String
  public var style: CellStyle

  public init(mark: String = "", text: String, detail: String = "", style: CellStyle = .plain) {
    self.mark = mark
    self.text = text
    self.detail = detail
    self.style = style
  }
}

extension FrameBuffer {
  /// Draws `rows` from the cursor's first shown row into `rect`, the cursor's row in the
  /// selection style when `focused` (marked only, when not).
  public mutating func drawList(
    _ rows: [ListRow], cursor: ListCursor, in rect: Rect, focused: Bool
  ) {
    for line in 0..<rect.height {
      let index = cursor.top + line
      guard index < rows.count else { break }
      let row = rows[index]
      let y = rect.y + line
      let selected = index == cursor.index
      let markWidth = put(row.mark, x: rect.x, y: y, limit: rect.width, style: row.style)
      let detailWidth = DisplayWidth.of(row.detail)
      let roomForText = rect.width - markWidth
      var textLimit = roomForText
      if detailWidth > 0, roomForText >= detailWidth + 12 {
        textLimit = roomForText - detailWidth - 1
        put(
          row.detail, x: rect.x + rect.width - detailWidth, y: y, limit: detailWidth,
          style: CellStyle(.secondary))
      }
      put(row.text, x: rect.x + markWidth, y: y, limit: textLimit, style: row.style)
      if selected {
        let bar = Rect(x: rect.x, y: y, width: rect.width, height: 1)
        restyle(bar, style: focused ? CellStyle(.selection) : CellStyle(.accent))
      }
    }
  }
}
