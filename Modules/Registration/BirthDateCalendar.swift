import Domain

/// The month grid of the date-of-birth picker: the day its cursor is on (the month shown is the
/// cursor's) and which days may be picked.
public struct BirthDateCalendar: Equatable, Sendable {
  /// The day the cursor is on; every move keeps it within the calendar's years.
  public private(set) var cursor: CalendarDate
  /// The first day of the month shown.
  public var month: CalendarDate { cursor.firstOfMonth(adding: 0) }
  /// The last birth date that makes a person 18 today; later days are unavailable.
  public let latestAllowed: CalendarDate
  /// The first day the calendar shows: 1 January of `BirthDateRule.earliestYear`.
  public let earliest = CalendarDate(year: BirthDateRule.earliestYear, month: 1, day: 1)!
  /// The date currently chosen, if any.
  public var selected: CalendarDate?

  /// Opens on the selected date, else on the first of the latest allowed date's month.
  public init(today: CalendarDate, selected: CalendarDate?) {
    latestAllowed = BirthDateRule.latestBirthDateFor18(today: today)
    self.selected = selected
    cursor = selected ?? latestAllowed.firstOfMonth(adding: 0)
  }

  /// The day `move` aims the cursor at: a month's move keeps the day of the month, or takes
  /// the month's last when it has fewer (31 January to 28 or 29 February).
  public func target(of move: CalendarCursorMove) -> CalendarDate {
    move.months == 0
      ? CalendarDate(daysSince1970: cursor.daysSince1970 + move.days)
      : target(byMonths: move.months)
  }

  /// Moves the cursor, never before `earliest`; false when `move` would have gone before it
  /// (the cursor then stops on `earliest`, or on its day in that January for a month's move).
  @discardableResult
  public mutating func moveCursor(_ move: CalendarCursorMove) -> Bool {
    if move.months != 0 { return self.move(byMonths: move.months) }
    let target = target(of: move)
    cursor = max(target, earliest)
    return target >= earliest
  }

  /// Moves by whole months (negative goes back) as `moveCursor` does by one month or a year.
  @discardableResult
  public mutating func move(byMonths months: Int) -> Bool {
    let target = target(byMonths: months)
    cursor = target >= earliest ? target : Self.day(cursor.day, in: earliest)
    return target >= earliest
  }

  private func target(byMonths months: Int) -> CalendarDate {
    Self.day(cursor.day, in: month.firstOfMonth(adding: months))
  }

  /// Shows the same month in `year`; false, leaving the month shown, for a year before
  /// `earliest`'s.
  @discardableResult
  public mutating func show(year: Int) -> Bool {
    guard year >= earliest.year else { return false }
    cursor = Self.day(cursor.day, in: month.firstOfMonth(adding: (year - month.year) * 12))
    return true
  }

  /// Shows `month` (1–12) of the year shown.
  public mutating func show(month number: Int) {
    guard let first = CalendarDate(year: month.year, month: number, day: 1) else { return }
    cursor = Self.day(cursor.day, in: first)
  }

  /// `day` of the month that begins on `first`, or the month's last day when it has fewer.
  private static func day(_ day: Int, in first: CalendarDate) -> CalendarDate {
    CalendarDate(
      year: first.year, month: first.month,
      day: min(day, CalendarDate.daysIn(month: first.month, year: first.year)))!
  }

  /// The date of `day` in the month shown, when it exists and may be picked.
  public func pick(day: Int) -> CalendarDate? {
    guard let date = CalendarDate(year: month.year, month: month.month, day: day),
      isAvailable(date)
    else { return nil }
    return date
  }

  /// Whether a person born on `date` is 18 or older today, and born in 1900 or later.
  public func isAvailable(_ date: CalendarDate) -> Bool {
    date <= latestAllowed && date >= earliest
  }

  /// The month as weeks from Monday to Sunday; nil pads the days of other months.
  public var weeks: [[CalendarDate?]] {
    let count = CalendarDate.daysIn(month: month.month, year: month.year)
    let days: [CalendarDate?] =
      Array(repeating: nil, count: month.isoWeekday - 1)
      + (1...count).map { CalendarDate(year: month.year, month: month.month, day: $0) }
    return stride(from: 0, to: days.count, by: 7).map { start in
      let week = Array(days[start..<min(start + 7, days.count)])
      return week + Array(repeating: nil, count: 7 - week.count)
    }
  }
}
