import Domain

/// Why a search text was refused, in words; the same on every search screen.
public enum SearchQueryPhrase: String, Phrase {
  case tooShort
  case tooLong
  case controlCharacters

  public var english: String {
    switch self {
    case .tooShort: "Please enter at least 3 characters for the search"
    case .tooLong: "The search text is too long: at most 200 characters"
    case .controlCharacters:
      "The search text must not contain control characters such as tabs or line breaks"
    }
  }

  public var russian: String {
    switch self {
    case .tooShort: "Пожалуйста, введите для поиска не менее 3 символов"
    case .tooLong: "Слишком длинный запрос: не более 200 символов"
    case .controlCharacters:
      "Запрос не должен содержать управляющих символов, например табуляции или перевода строки"
    }
  }
}
