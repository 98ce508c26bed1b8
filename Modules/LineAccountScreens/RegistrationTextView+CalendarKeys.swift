import Registration
import TerminalKit

/// The calendar's keys on a terminal's line editor, pressed on an empty line: ←/→ move a day,
/// ↑/↓ a week, Enter picks the day moved to, Page Up/Page Down show the month before and after.
enum CalendarKeys {
  /// The line a key stands for at the calendar's prompt; nil for a key that edits the line.
  static func line(for key: TerminalKey) -> String? {
    switch key {
    case .left: "←"
    case .right: "→"
    case .up: "↑"
    case .down: "↓"
    case .pageUp: "<"
    case .pageDown: ">"
    default: nil
    }
  }

  /// The cursor's move a line of an arrow stands for; nil for any other line.
  static func arrowMove(_ line: String) -> CalendarCursorMove? {
    ["←": .previousDay, "→": .nextDay, "↑": .previousWeek, "↓": .nextWeek][line]
  }

  /// The month's or year's move a typed line stands for (`<`, `>`, `<<`, `>>`); nil for others.
  static func monthMove(_ line: String) -> CalendarCursorMove? {
    ["<": .previousMonth, ">": .nextMonth, "<<": .previousYear, ">>": .nextYear][line]
  }
}

extension RegistrationTextView {
  /// A line typed at the calendar's prompt, or the line of a calendar key.
  func readCalendarLine() -> String? {
    console.readLine(prompt: "📅 ", shortcut: CalendarKeys.line(for:))
  }

  /// Moves the presenter's cursor with an arrow and shows the calendar once with it marked.
  func moveCalendarCursor(_ move: CalendarCursorMove, presenter: any RegistrationPresenting) {
    marksCursor = true
    quietCalendar = true
    presenter.didMoveCalendarCursor(move)
    quietCalendar = false
    showCalendar(saying: model?.calendar?.message)
  }

  /// `calendar` with the cursor's day marked in place of the one chosen, once the arrows moved.
  func markingCursor(in calendar: CalendarViewModel) -> CalendarViewModel {
    guard marksCursor else { return calendar }
    var marked = calendar
    marked.weeks = calendar.weeks.map { week in
      week.map { cell in
        cell.map {
          .init(day: $0.day, isAvailable: $0.isAvailable, isSelected: $0.day == calendar.cursor)
        }
      }
    }
    return marked
  }
}
