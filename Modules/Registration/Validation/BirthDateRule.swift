import Domain
import Foundation

/// The rule for the date of birth: a real day, not after today, of someone at least 18 today.
///
/// Accepted forms, after trimming: ISO `YYYY-MM-DD` with exactly these digit counts, and
/// `DD.MM.YYYY`, where the day and month may also be written with one digit (`7.3.1990`) because
/// people commonly type them so. The year always has four digits. Only ASCII digits count.
public enum BirthDateRule {
  /// The youngest age allowed to register.
  public static let minimumAge = 18
  /// The earliest year of birth accepted: earlier ones are typing mistakes (0001-01-01), not
  /// people.
  public static let earliestYear = 1900

  /// The date of birth, or why it is refused, in this order: empty → `required`, another form →
  /// `unrecognizedDate`, no such day → `notARealDate`, a year before 1900 → `yearTooEarly`,
  /// after `today` → `dateInFuture`, younger
  /// than 18 on `today` → `underage(age:)`. `today` comes from the injected `WallClock`.
  public static func validate(_ input: String, today: CalendarDate)
    -> Result<CalendarDate, FieldError>
  {
    let text = input.trimmedOfWhitespace
    if text.isEmpty { return .failure(.required) }
    guard let (year, month, day) = isoParts(text) ?? dottedParts(text) else {
      return .failure(.unrecognizedDate)
    }
    guard let date = CalendarDate(year: year, month: month, day: day) else {
      return .failure(.notARealDate)
    }
    if year < earliestYear { return .failure(.yearTooEarly) }
    if date > today { return .failure(.dateInFuture) }
    let age = date.age(on: today)
    return age < minimumAge ? .failure(.underage(age: age)) : .success(date)
  }

  /// The latest date of birth of someone who is 18 or older on `today`, for the date picker.
  /// On 29 February the answer is 28 February 18 years earlier (someone born on 1 March is still
  /// 17); `today` must be in year 19 or later.
  public static func latestBirthDateFor18(today: CalendarDate) -> CalendarDate {
    let year = today.year - minimumAge
    return CalendarDate(year: year, month: today.month, day: today.day)
      ?? CalendarDate(year: year, month: 2, day: 28)!
  }

  private static func isoParts(_ text: String) -> (Int, Int, Int)? {
    guard let parts = numbers(in: text, separator: "-", digitCounts: [4...4, 2...2, 2...2])
    else { return nil }
    return (parts[0], parts[1], parts[2])
  }

  private static func dottedParts(_ text: String) -> (Int, Int, Int)? {
    guard let parts = numbers(in: text, separator: ".", digitCounts: [1...2, 1...2, 4...4])
    else { return nil }
    return (parts[2], parts[1], parts[0])
  }

  /// The numbers between `separator`s when there are exactly as many as `digitCounts` and each
  /// is made of ASCII digits only, in the allowed count (`Int("+1")` alone would accept a sign).
  private static func numbers(
    in text: String, separator: Character, digitCounts: [ClosedRange<Int>]
  ) -> [Int]? {
    let parts = text.split(separator: separator, omittingEmptySubsequences: false)
    guard parts.count == digitCounts.count else { return nil }
    var numbers: [Int] = []
    for (part, allowedCount) in zip(parts, digitCounts) {
      guard allowedCount.contains(part.count), part.allSatisfy(\.isASCIIDigit)
      else { return nil }
      numbers.append(Int(part)!)
    }
    return numbers
  }
}
