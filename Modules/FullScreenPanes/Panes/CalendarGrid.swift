import Registration
import TerminalFrames
import TerminalKit

extension FrameBuffer {
  /// Draws the date-of-birth calendar in `rect`: its month, the weekdays over their columns, the
  /// weeks with the cursor's day selected and the unavailable days as the legend's `··`, then the
  /// legend (or why the last move or pick was refused) and `hint` on the last row.
  mutating func drawCalendar(
    _ calendar: CalendarViewModel, hint: String, in rect: Rect
  ) {
    let bottom = rect.y + rect.height
    var y = rect.y
    put(calendar.title, x: rect.x, y: y, limit: rect.width, style: CellStyle(.title, bold: true))
    y += 1
    // Two cells a name over two cells a day, as the line app prints the month.
    for (column, name) in calendar.weekdays.enumerated() {
      put(
        String(name.prefix(2)), x: rect.x + column * 3, y: y, limit: 2,
        style: CellStyle(.secondary))
    }
    y += 1
    for week in calendar.weeks where y < bottom - 2 {
      for (column, day) in week.enumerated() {
        guard let day else { continue }
        let style =
          day.day == calendar.cursor
          ? CellStyle(.selection)
          : day.isAvailable
            ? (day.isSelected ? CellStyle(.accent, bold: true) : .plain)
            : CellStyle(.muted)
        let text = !day.isAvailable ? "··" : day.day < 10 ? " \(day.day)" : "\(day.day)"
        put(text, x: rect.x + column * 3, y: y, limit: 2, style: style)
      }
      y += 1
    }
    if let message = calendar.message {
      put(message, x: rect.x, y: bottom - 2, limit: rect.width, style: CellStyle(.error))
    } else {
      put(calendar.legend, x: rect.x, y: bottom - 2, limit: rect.width, style: CellStyle(.muted))
    }
    put(hint, x: rect.x, y: bottom - 1, limit: rect.width, style: CellStyle(.muted))
  }
}
