import Foundation
import Localization

/// Ratings and counts written the language's way: "★ 4.5 · 1,234", "★ 4,5 · 1 234".
enum MediaNumberText {
  /// The rating with one decimal at most, then the count of ratings when known.
  static func rating(_ rating: Double, count: Int?, language: Language) -> String {
    let formatter = NumberFormatter()
    formatter.locale = language.locale
    formatter.numberStyle = .decimal
    formatter.minimumFractionDigits = 0
    formatter.maximumFractionDigits = 1
    var text = "★ " + (formatter.string(from: NSNumber(value: rating)) ?? String(rating))
    if let count {
      formatter.maximumFractionDigits = 0
      text += " · " + (formatter.string(from: NSNumber(value: count)) ?? String(count))
    }
    return text
  }
}
