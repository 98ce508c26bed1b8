import Domain

/// The month grid of the date-of-birth picker: which month is shown and which days may be picked.
public struct BirthDateCalendar: Equatable, Sendable {
  /// The first day of the month shown.
  public private(set) var month: CalendarDate
  /// The last birth date that makes a person 18 today; later days are unavailable.
  public let latestAllowed: CalendarDate
  /// The first day the calendar shows: 1 January of `BirthDateRule.earliestYear`.
  public let earliest = CalendarDate(year: BirthDateRule.earliestYear, month: 1, day: 1)!
  /// The date currently chosen, if any.
  public var selected: CalendarDate?

  /// Opens on the selected date's month, else on the month of the latest allowed date.
  public init(today: CalendarDate, selected: CalendarDate?) {
    latestAllowed = BirthDateRule.latestBirthDateFor18(today: today)
    self.selected = selected
    month = (selected ?? latestAllowed).firstOfMonth(adding: 0)
  }

  /// Moves by whole months (negative goes back), never before `earliest`; false when the move
  /// would have gone before it (the month shown is then that January).
  @discardableResult
  public mutating func move(byMonths months: Int) -> Bool {
    let target = month.firstOfMonth(adding: months)
    month = max(target, earliest)
    return target >= earliest
  }

  /// Shows the same month in `year`; false, leaving the month shown, for a year before
  /// `earliest`'s.
  @discardableResult
  public mutating func show(year: Int) -> Bool {
    guard year >= earliest.year else { return false }
    month = month.firstOfMonth(adding: (year - month.year) * 12)
    return true
  }

  /// Shows `month` (1–12) of the year shown.
  public mutating func show(month number: Int) {
    guard let first = CalendarDate(year: month.year, month: number, day: 1) else { return }
    month = first
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
