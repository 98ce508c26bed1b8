import Localization
import TerminalFrames
import TerminalKit
import TerminalText

extension FrameBuffer {
  /// Writes the notices a pane shows over its content (a failure in the error colour, else the
  /// message and the age of stale results), a long one wrapped; returns the rows taken.
  @discardableResult
  mutating func drawNotice(
    failure: FailureNotice?, message: String?, age: String? = nil, in rect: Rect
  ) -> Int {
    var lines: [(String, CellStyle)] = []
    if let failure { lines.append((failure.message, CellStyle(.error))) }
    if let message, !message.isEmpty { lines.append((message, CellStyle(.secondary))) }
    if let age, !age.isEmpty { lines.append((age, CellStyle(.muted))) }
    let layout = TextLayout(width: rect.width)
    let rows = lines.flatMap { line in layout.wrap(line.0).map { ($0, line.1) } }
    for (offset, row) in rows.prefix(rect.height).enumerated() {
      put(row.0, x: rect.x, y: rect.y + offset, limit: rect.width, style: row.1)
    }
    return min(rows.count, rect.height)
  }
}
