import Localization
import Presentation

/// Every sentence of the album search screen.
public enum SearchPhrase: String, Phrase {
  case title
  case recentSearches
  case suggestionsFor
  case noSuggestions
  case noSuchSuggestion
  case prompt
  case searching
  case found
  case nothingFound
  case unknownArtist
  case unknownYear
  case unknownTrackCount
  case noSuchNumber
  case nothingToChoose
  case historyNotRecorded

  public var english: String {
    switch self {
    case .title: "Album search"
    case .recentSearches: "Recent searches"
    case .suggestionsFor: "Suggestions for “{prefix}”"
    case .noSuggestions: "No suggestions for “{prefix}” in your history"
    case .noSuchSuggestion: "There is no suggestion number {number}"
    case .prompt: "Album title or artist (at least 3 characters)"
    case .searching: "Searching for “{query}”…"
    case .found: "Found {albums} for “{query}”"
    case .nothingFound: "No albums found for “{query}”"
    case .unknownArtist: "Unknown artist"
    case .unknownYear: "unknown year"
    case .unknownTrackCount: "track count unknown"
    case .noSuchNumber: "There is no album number {number}; choose from 1 to {count}"
    case .nothingToChoose: "Search first, then choose an album by its number"
    case .historyNotRecorded: "Warning: this search was not saved in your history. {reason}"
    }
  }

  public var russian: String {
    switch self {
    case .title: "Поиск альбомов"
    case .recentSearches: "Недавние запросы"
    case .suggestionsFor: "Подсказки для «{prefix}»"
    case .noSuggestions: "В вашей истории нет подсказок для «{prefix}»"
    case .noSuchSuggestion: "Подсказки с номером {number} нет"
    case .prompt: "Название альбома или исполнитель (не менее 3 символов)"
    case .searching: "Ищем «{query}»…"
    case .found: "По запросу «{query}» найдено: {albums}"
    case .nothingFound: "По запросу «{query}» альбомы не найдены"
    case .unknownArtist: "Неизвестный исполнитель"
    case .unknownYear: "год неизвестен"
    case .unknownTrackCount: "число треков неизвестно"
    case .noSuchNumber: "Альбома с номером {number} нет; выберите от 1 до {count}"
    case .nothingToChoose: "Сначала выполните поиск, затем выберите альбом по номеру"
    case .historyNotRecorded: "Внимание: этот поиск не сохранён в истории. {reason}"
    }
  }
}

// MARK: - SearchScreenPhrase

extension SearchPhrase: SearchScreenPhrase {}
