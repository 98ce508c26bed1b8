import Domain
import Localization

/// Every sentence of the search history screen.
public enum HistoryPhrase: String, Phrase {
  case title
  case albumSearch
  case trackSearch
  case musicSearch
  case movieSearch
  case ebookSearch
  case empty
  case noSuchNumber
  case deleted
  case alreadyGone
  case cleared
  case confirmClear

  public var english: String {
    switch self {
    case .title: "Search history"
    case .albumSearch: "albums"
    case .trackSearch: "tracks"
    case .musicSearch: "songs"
    case .movieSearch: "movies"
    case .ebookSearch: "e-books"
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
    case .albumSearch: "альбомы"
    case .trackSearch: "треки"
    case .musicSearch: "песни"
    case .movieSearch: "фильмы"
    case .ebookSearch: "электронные книги"
    case .empty: "История поиска пуста"
    case .noSuchNumber: "Записи с номером {number} нет; выберите от 1 до {count}"
    case .deleted: "Запрос «{query}» удалён из истории"
    case .alreadyGone: "Запроса «{query}» уже не было в истории"
    case .cleared: "История поиска очищена"
    case .confirmClear: "Удалить все записи истории поиска?"
    }
  }
}

extension HistoryPhrase {
  /// What an entry of `kind` searched for, as its row names it.
  init(_ kind: SearchKind) {
    switch kind {
    case .album: self = .albumSearch
    case .track: self = .trackSearch
    case .music: self = .musicSearch
    case .movie: self = .movieSearch
    case .ebook: self = .ebookSearch
    }
  }
}
