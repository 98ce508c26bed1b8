import Domain

/// Why a search text was refused, in words; the same on every search screen. The limits come
/// from `SearchQuery`, the one rule.
public enum SearchQueryPhrase: String, Phrase {
  case tooShort
  case tooLong
  case controlCharacters

  public var english: String {
    switch self {
    case .tooShort: "Please enter at least \(SearchQuery.minimumLength) characters for the search"
    case .tooLong: "The search text is too long: at most \(SearchQuery.maximumLength) characters"
    case .controlCharacters:
      "The search text must not contain control characters such as tabs or line breaks"
    }
  }

  public var russian: String {
    switch self {
    case .tooShort: "Пожалуйста, введите для поиска не менее \(SearchQuery.minimumLength) символов"
    case .tooLong: "Слишком длинный запрос: не более \(SearchQuery.maximumLength) символов"
    case .controlCharacters:
      "Запрос не должен содержать управляющих символов, например табуляции или перевода строки"
    }
  }
}
