import Domain
import Foundation

/// Turns phrases, counts and dates into text in one language. Presenters own one each.
public struct Localizer: Sendable {
  /// The language of every string this localizer makes.
  public let language: Language

  /// Creates a localizer for `language`.
  public init(language: Language) {
    self.language = language
  }

  /// The phrase with its `{placeholders}` filled from `arguments`.
  public func callAsFunction<P: Phrase>(_ phrase: P, _ arguments: [String: String] = [:])
    -> String
  {
    let template = phrase.template(in: language)
    guard !arguments.isEmpty else { return template }
    // One pass over the template: a value is never searched for placeholders itself (a query
    // typed as "{count}" stays as typed), and no NSString is made, as `replacingOccurrences`
    // makes on Linux.
    var text = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      text += rest[..<open]
      if let value = arguments[String(rest[rest.index(after: open)..<close])] {
        text += value
        rest = rest[rest.index(after: close)...]
      } else {
        // Not a placeholder of ours: the brace stays, and a placeholder may start after it.
        text += "{"
        rest = rest[rest.index(after: open)...]
      }
    }
    return text + rest
  }

  /// "5 albums", "21 альбом": the count followed by the right form of the noun.
  public func count<P: PluralPhrase>(_ count: Int, _ noun: P) -> String {
    let forms = language == .en ? noun.english : noun.russian
    return "\(count) \(forms.form(for: count, in: language))"
  }

  /// A wait spelled out: "30 seconds", "1 minute", "15 минут" (seconds rounded up to minutes
  /// from one minute on).
  public func duration(seconds: Int) -> String {
    seconds < 60
      ? count(max(seconds, 1), CountPhrase.seconds)
      : count((seconds + 59) / 60, CountPhrase.minutes)
  }

  /// A calendar date spelled out: "7 March 1990", "7 марта 1990".
  public func longDate(_ date: CalendarDate) -> String {
    let month = monthNames(standalone: false)[date.month - 1]
    return "\(date.day) \(month) \(date.year)"
  }

  /// Month names, January first; the standalone forms are nominative in Russian.
  public func monthNames(standalone: Bool) -> [String] {
    let names = Self.monthNames[language] ?? Self.monthNames[.en]!
    return standalone ? names.standalone : names.inDates
  }

  /// Each language's month names, read once: a `DateFormatter` costs more than a list's row.
  private static let monthNames: [Language: (standalone: [String], inDates: [String])] =
    Dictionary(
      uniqueKeysWithValues: Language.allCases.map { language in
        let formatter = DateFormatter()
        formatter.locale = language.locale
        return (language, (formatter.standaloneMonthSymbols, formatter.monthSymbols))
      })

  /// Short weekday names, Monday first.
  public func shortWeekdayNames() -> [String] {
    let formatter = DateFormatter()
    formatter.locale = language.locale
    let sundayFirst = formatter.shortStandaloneWeekdaySymbols
    return Array(sundayFirst[1...]) + [sundayFirst[0]]
  }
}
