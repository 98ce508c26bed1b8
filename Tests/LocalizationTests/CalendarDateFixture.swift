import Domain

enum CalendarDateFixture {
  static let march7 = CalendarDate(year: 1990, month: 3, day: 7)!
}
