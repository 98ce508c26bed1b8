import Localization

/// What the line app's date-of-birth calendar says about a line it does not take.
public enum CalendarInputPhrase: String, Phrase {
  case notDayOrYear
  case notUnderstood

  public var english: String {
    switch self {
    case .notDayOrYear:
      "{number} is neither a day (1–31) nor a year ({earliest}–{latest}); a year has four digits"
    case .notUnderstood:
      "“{input}” is not a day, a year, a month or a command; type a day such as 14, a year such as "
        + "1990, a month such as march, <, >, << or >>, or back"
    }
  }

  public var russian: String {
    switch self {
    case .notDayOrYear:
      "{number} — не день (1–31) и не год ({earliest}–{latest}); в годе четыре цифры"
    case .notUnderstood:
      "«{input}» — не день, не год, не месяц и не команда; введите день (14), год (1990), месяц "
        + "(март), <, >, << или >>, либо back"
    }
  }
}
