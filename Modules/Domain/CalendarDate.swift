import Foundation

/// A day on the Gregorian calendar with no time or time zone, such as a date of birth.
public struct CalendarDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The year, e.g. 1990.
  public let year: Int
  /// The month, 1–12.
  public let month: Int
  /// The day of the month, 1–31.
  public let day: Int

  /// Creates a date when `year`, `month` and `day` name a real day on the Gregorian calendar.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The date of day number `days` from 1970-01-01, kept within the years 1–9999.
  public init(daysSince1970 days: Int) {
    let bounded = min(
      max(days, CivilDays.days(year: 1, month: 1, day: 1)),
      CivilDays.days(year: 9999, month: 12, day: 31))
    let (year, month, day) = CivilDays.date(days: bounded)
    self.year = year
    self.month = month
    self.day = day
  }

  /// The number of this day from 1970-01-01.
  public var daysSince1970: Int {
    CivilDays.days(year: year, month: month, day: day)
  }

  /// Parses the ISO form `YYYY-MM-DD`.
  public init?(iso text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The ISO form `YYYY-MM-DD`.
  public var iso: String {
    String(format: "%04d-%02d-%02d", year, month, day)
  }

  public var description: String { iso }

  /// Whether `year` has a 29 February.
  public static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// How many days `month` of `year` has.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Full years between this date and `today`; someone born on 29 February gains a year on
  /// 1 March in non-leap years.
  public func age(on today: CalendarDate) -> Int {
    let years = today.year - year
    return (today.month, today.day) < (month, day) ? years - 1 : years
  }

  /// The same day `years` later (29 February becomes 1 March when the target year is not leap).
  public func adding(years: Int) -> CalendarDate {
    CalendarDate(year: year + years, month: month, day: day)
      ?? CalendarDate(year: year + years, month: 3, day: 1)!
  }

  /// The first day of the month `months` after this date's month.
  public func firstOfMonth(adding months: Int) -> CalendarDate {
    let index = year * 12 + (month - 1) + months
    let newYear = max(1, min(9999, index / 12))
    return CalendarDate(year: newYear, month: index % 12 + 1, day: 1)!
  }

  /// Day of the week, 1 = Monday … 7 = Sunday.
  public var isoWeekday: Int {
    // Zeller-style computation (Sakamoto's method) on the proleptic Gregorian calendar.
    let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    let y = month < 3 ? year - 1 : year
    let sunday0 = (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7
    return sunday0 == 0 ? 7 : sunday0
  }

  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let date = CalendarDate(iso: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a YYYY-MM-DD date: \(text)"))
    }
    self = date
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(iso)
  }
}
