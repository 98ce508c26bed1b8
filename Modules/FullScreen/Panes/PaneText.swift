import Localization
import TerminalFrames

extension FrameBuffer {
  /// Writes the one-line notices a pane shows over its content (a failure in the error colour,
  /// else the message and the age of stale results); returns the rows taken.
  @discardableResult
  mutating func drawNotice(
    failure: FailureNotice?, message: String?, age: String? = nil, in rect: Rect
  ) -> Int {
    var lines: [(String, CellStyle)] = []
    if let failure { lines.append((failure.message, CellStyle(.error))) }
    if let message, !message.isEmpty { lines.append((message, CellStyle(.secondary))) }
    if let age, !age.isEmpty { lines.append((age, CellStyle(.muted))) }
    for (offset, line) in lines.prefix(rect.height).enumerated() {
      put(line.0, x: rect.x, y: rect.y + offset, limit: rect.width, style: line.1)
    }
    return min(lines.count, rect.height)
  }
}
