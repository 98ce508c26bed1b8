import Localization

/// Every sentence of the search history screen.
public enum HistoryPhrase: String, Phrase {
  case title
  case empty
  case noSuchNumber
  case deleted
  case alreadyGone
  case cleared
  case confirmClear

  public var english: String {
    switch self {
    case .title: "Search history"
    case .empty: "Your search history is empty"
    case .noSuchNumber: "There is no entry number {number}; choose from 1 to {count}"
    case .deleted: "Removed “{query}” from the history"
    case .alreadyGone: "“{query}” was no longer in the history"
    case .cleared: "The search history is cleared"
    case .confirmClear: "Remove every entry of the search history?"
    }
  }

  public var russian: String {
    switch self {
    case .title: "История поиска"
    case .empty: "История поиска пуста"
    case .noSuchNumber: "Записи с номером {number} нет; выберите от 1 до {count}"
    case .deleted: "Запрос «{query}» удалён из истории"
    case .alreadyGone: "Запроса «{query}» уже не было в истории"
    case .cleared: "История поиска очищена"
    case .confirmClear: "Удалить все записи истории поиска?"
    }
  }
}
