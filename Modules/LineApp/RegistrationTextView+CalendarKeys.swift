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

  /// How many days the line of an arrow moves; nil for any other line.
  static func days(_ line: String) -> Int? {
    ["←": -1, "→": 1, "↑": -7, "↓": 7][line]
  }
}

extension RegistrationTextView {
  /// A line typed at the calendar's prompt, or the line of a calendar key.
  func readCalendarLine() -> String? {
    console.readLine(prompt: "📅 ", shortcut: CalendarKeys.line(for:))
  }

  /// Moves the marked day by `days`, into the month before or after when it leaves the one
  /// shown, and shows the calendar with it.
  func moveCalendarCursor(by days: Int, presenter: any RegistrationPresenting) {
    guard let calendar = model?.calendar else { return }
    let start = calendarCursor ?? Self.selectedDay(in: calendar) ?? 1
    var day = start + days
    let lastDay = Self.lastDay(in: calendar)
    if day < 1 || day > lastDay {
      quietCalendar = true
      presenter.didMoveCalendar(byMonths: day < 1 ? -1 : 1)
      quietCalendar = false
      guard let moved = model?.calendar, moved.title != calendar.title else {
        calendarCursor = min(max(day, 1), lastDay)
        return showCalendar(saying: model?.calendar?.message)
      }
      day = day < 1 ? Self.lastDay(in: moved) + day : day - lastDay
    }
    calendarCursor = day
    showCalendar(saying: nil)
  }

  /// `calendar` with the day the arrows moved to marked in place of the one chosen.
  func markingCursor(in calendar: CalendarViewModel) -> CalendarViewModel {
    guard let cursor = calendarCursor else { return calendar }
    var marked = calendar
    let day = min(cursor, Self.lastDay(in: calendar))
    marked.weeks = calendar.weeks.map { week in
      week.map { cell in
        cell.map { .init(day: $0.day, isAvailable: $0.isAvailable, isSelected: $0.day == day) }
      }
    }
    return marked
  }

  private static func lastDay(in calendar: CalendarViewModel) -> Int {
    calendar.weeks.joined().compactMap { $0?.day }.max() ?? 28
  }

  private static func selectedDay(in calendar: CalendarViewModel) -> Int? {
    calendar.weeks.joined().compactMap { $0 }.first(where: \.isSelected)?.day
  }
}
