/// A move of the date-of-birth calendar's cursor, as a person means it: a front end binds its
/// own keys to these.
public enum CalendarCursorMove: Sendable, CaseIterable {
  case previousDay, nextDay, previousWeek, nextWeek, previousMonth, nextMonth, previousYear
  case nextYear

  /// How many days the move goes; 0 for a move by months.
  var days: Int {
    switch self {
    case .previousDay: -1
    case .nextDay: 1
    case .previousWeek: -7
    case .nextWeek: 7
    default: 0
    }
  }

  /// How many months the move goes; 0 for a move by days.
  var months: Int {
    switch self {
    case .previousMonth: -1
    case .nextMonth: 1
    case .previousYear: -12
    case .nextYear: 12
    default: 0
    }
  }
}
