import Localization

/// A line typed at the date-of-birth calendar's prompt, read: a day (1–31), a four-digit year,
/// a month's name (English or Russian, either grammatical form, three letters or more), or
/// something the calendar does not take.
enum CalendarInput: Equatable {
  case day(Int)
  case year(Int)
  case month(Int)
  /// Digits that are neither a day nor a four-digit year.
  case notDayOrYear(String)
  /// Anything else.
  case notUnderstood(String)

  /// Reads `text`, trimmed.
  init(_ text: String) {
    let input = text.trimmingCharacters(in: .whitespaces)
    if !input.isEmpty, input.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
      let number = Int(input)
    {
      self =
        if (1...31).contains(number) {
          .day(number)
        } else if input.count == 4 {
          .year(number)
        } else {
          .notDayOrYear(input)
        }
    } else if let month = Self.month(named: input) {
      self = .month(month)
    } else {
      self = .notUnderstood(input)
    }
  }

  /// The month (1–12) whose English or Russian name (either grammatical form) begins with
  /// `text` of three letters or more, any case; nil when none or several do.
  static func month(named text: String) -> Int? {
    let typed = text.lowercased()
    guard typed.count >= 3, typed.allSatisfy(\.isLetter) else { return nil }
    var found: Set<Int> = []
    for language in Language.allCases {
      let localizer = Localizer(language: language)
      for standalone in [true, false] {
        for (index, name) in localizer.monthNames(standalone: standalone).enumerated()
        where name.lowercased().hasPrefix(typed) {
          found.insert(index + 1)
        }
      }
    }
    return found.count == 1 ? found.first : nil
  }
}
