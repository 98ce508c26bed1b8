import Foundation

extension Localizer {
  /// `value` written the language's way, with at most `maximumFractionDigits` decimals:
  /// "1,234.5", "1 234,5" (a no-break space in Russian).
  public func number(_ value: Double, maximumFractionDigits: Int = 0) -> String {
    let formatter = NumberFormatter()
    formatter.locale = language.locale
    formatter.numberStyle = .decimal
    formatter.minimumFractionDigits = 0
    formatter.maximumFractionDigits = maximumFractionDigits
    return formatter.string(from: NSNumber(value: value)) ?? String(value)
  }

  /// An average rating with one decimal at most and, when known, how many ratings it is made
  /// of: "★ 4.5 · 1,234", "★ 4,5 · 1 234".
  public func rating(_ rating: Double, count: Int?) -> String {
    let average = "★ " + number(rating, maximumFractionDigits: 1)
    return count.map { average + " · " + number(Double($0)) } ?? average
  }
}
