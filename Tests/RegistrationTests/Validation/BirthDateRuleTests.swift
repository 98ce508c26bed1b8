import Domain
import Registration
import Testing

@Suite struct BirthDateRuleTests {
  let today = CalendarDate(year: 2024, month: 6, day: 15)!

  private func date(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
    CalendarDate(year: year, month: month, day: day)!
  }

  @Test(arguments: [
    ("1990-03-07", 1990, 3, 7), ("07.03.1990", 1990, 3, 7), ("7.3.1990", 1990, 3, 7),
    ("07.3.1990", 1990, 3, 7), ("  31.12.1999 \n", 1999, 12, 31), ("2000-02-29", 2000, 2, 29),
    ("29.02.2000", 2000, 2, 29),
  ])
  func acceptsBothForms(input: String, year: Int, month: Int, day: Int) {
    #expect(BirthDateRule.validate(input, today: today) == .success(date(year, month, day)))
  }

  @Test(arguments: ["", "  ", "\n"])
  func emptyIsRequired(input: String) {
    #expect(BirthDateRule.validate(input, today: today) == .failure(.required))
  }

  @Test(arguments: [
    "1990/03/07", "07-03-1990", "1990-3-7", "1990-03-7", "19900-03-07", "90-03-07", "07.03.90",
    "007.03.1990", "07.003.1990", "07.03.1990.", "07..03.1990", "1990-+3-07", "+7.03.1990",
    "1990-03-07T00:00", "٠٧.٠٣.١٩٩٠", "０７.０３.１９９０", "7\u{301}.03.1990", "March 7, 1990",
    "yesterday", "1990 03 07",
  ])
  func refusesOtherForms(input: String) {
    #expect(BirthDateRule.validate(input, today: today) == .failure(.unrecognizedDate))
  }

  @Test(arguments: [
    "31.02.2000", "30.02.2000", "29.02.2001", "2001-02-29", "1900-02-29", "31.04.2000",
    "2000-13-01", "00.01.2000", "01.00.2000", "0000-01-01",
  ])
  func refusesDaysThatDoNotExist(input: String) {
    #expect(BirthDateRule.validate(input, today: today) == .failure(.notARealDate))
  }

  @Test(arguments: ["0001-01-01", "01.01.0001", "1899-12-31", "31.12.1899", "1.1.1000"])
  func refusesYearsBefore1900(input: String) {
    #expect(BirthDateRule.validate(input, today: today) == .failure(.yearTooEarly))
  }

  @Test func acceptsTheFirstDayOf1900() {
    #expect(BirthDateRule.validate("1900-01-01", today: today) == .success(date(1900, 1, 1)))
    #expect(BirthDateRule.validate("1.1.1900", today: today) == .success(date(1900, 1, 1)))
  }

  @Test(arguments: ["2024-06-16", "16.06.2024", "2030-01-01", "31.12.9999"])
  func refusesFutureDates(input: String) {
    #expect(BirthDateRule.validate(input, today: today) == .failure(.dateInFuture))
  }

  @Test func todayIsNotFutureButIsUnderage() {
    #expect(BirthDateRule.validate("2024-06-15", today: today) == .failure(.underage(age: 0)))
  }

  @Test func eighteenthBirthdayTodayIsAllowedAndTomorrowIsNot() {
    #expect(BirthDateRule.validate("2006-06-15", today: today) == .success(date(2006, 6, 15)))
    #expect(BirthDateRule.validate("2006-06-16", today: today) == .failure(.underage(age: 17)))
  }

  @Test func underageCarriesTheAge() {
    #expect(BirthDateRule.validate("2010-01-01", today: today) == .failure(.underage(age: 14)))
  }

  @Test func leapDayBabyTurnsEighteenOnFirstOfMarchInCommonYears() {
    #expect(
      BirthDateRule.validate("29.02.2004", today: date(2022, 2, 28))
        == .failure(.underage(age: 17)))
    #expect(
      BirthDateRule.validate("29.02.2004", today: date(2022, 3, 1)) == .success(date(2004, 2, 29)))
  }

  @Test func onLeapDayTheTwentyEighthIsEighteenAndTheFirstOfMarchIsNot() {
    let leapDay = date(2024, 2, 29)
    #expect(BirthDateRule.validate("28.02.2006", today: leapDay) == .success(date(2006, 2, 28)))
    #expect(
      BirthDateRule.validate("01.03.2006", today: leapDay) == .failure(.underage(age: 17)))
  }

  @Test func latestBirthDateForEighteenIsEighteenYearsBack() {
    #expect(BirthDateRule.latestBirthDateFor18(today: today) == date(2006, 6, 15))
    #expect(BirthDateRule.latestBirthDateFor18(today: date(2022, 3, 1)) == date(2004, 3, 1))
  }

  @Test func latestBirthDateForEighteenOnLeapDayIsTwentyEighthOfFebruary() {
    #expect(BirthDateRule.latestBirthDateFor18(today: date(2024, 2, 29)) == date(2006, 2, 28))
  }

  @Test func latestBirthDateForEighteenIsTheBoundaryOfValidationEveryDay() {
    var day = date(2019, 1, 1)
    while day <= date(2025, 12, 31) {
      let latest = BirthDateRule.latestBirthDateFor18(today: day)
      #expect(BirthDateRule.validate(latest.iso, today: day) == .success(latest), "\(day)")
      let dayAfter = successor(of: latest)
      #expect(
        BirthDateRule.validate(dayAfter.iso, today: day) == .failure(.underage(age: 17)),
        "\(day)")
      day = successor(of: day)
    }
  }

  private func successor(of date: CalendarDate) -> CalendarDate {
    CalendarDate(year: date.year, month: date.month, day: date.day + 1)
      ?? CalendarDate(year: date.year, month: date.month + 1, day: 1)
      ?? CalendarDate(year: date.year + 1, month: 1, day: 1)!
  }
}
