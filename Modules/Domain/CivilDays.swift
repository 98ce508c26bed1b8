/// The proleptic Gregorian calendar in days since 1970-01-01, after Howard Hinnant's
/// `days_from_civil` and `civil_from_days` (years counted from March, 400-year eras): the one
/// place dates and day numbers are turned into each other without Foundation's `Calendar`.
public enum CivilDays {
  /// The day number of `year`-`month`-`day` (a valid Gregorian date) from 1970-01-01.
  public static func days(year: Int, month: Int, day: Int) -> Int {
    let marchYear = month <= 2 ? year - 1 : year
    let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
    let yearOfEra = marchYear - era * 400
    let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The year, month (1–12) and day of day number `days` from 1970-01-01.
  public static func date(days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
