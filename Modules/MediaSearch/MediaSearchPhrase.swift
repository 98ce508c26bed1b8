import Localization
import Presentation

/// Every sentence of the media search screen.
public enum MediaSearchPhrase: String, Phrase {
  case title
  case prompt
  case searching
  case found
  case nothingFound
  case filtersUsed
  case explicitAllowed
  case explicitLeftOut
  case explicitMark
  case song
  case movie
  case ebook
  case noSuchNumber
  case nothingToChoose

  public var english: String {
    switch self {
    case .title: "Media search"
    case .prompt: "Song, movie or book (at least 3 characters)"
    case .searching: "Searching for “{query}”…"
    case .found: "Found {count} for “{query}” ({filters})"
    case .nothingFound: "Nothing found for “{query}” ({filters})"
    case .filtersUsed: "{media}, {explicit}, store {country}, at most {limit}"
    case .explicitAllowed: "explicit allowed"
    case .explicitLeftOut: "no explicit"
    case .explicitMark: "[E]"
    case .song: "Song"
    case .movie: "Movie"
    case .ebook: "E-book"
    case .noSuchNumber: "There is no item number {number}; choose from 1 to {count}"
    case .nothingToChoose: "Search first, then choose an item by its number"
    }
  }

  public var russian: String {
    switch self {
    case .title: "Поиск медиа"
    case .prompt: "Песня, фильм или книга (не менее 3 символов)"
    case .searching: "Ищем «{query}»…"
    case .found: "По запросу «{query}» найдено: {count} ({filters})"
    case .nothingFound: "По запросу «{query}» ничего не найдено ({filters})"
    case .filtersUsed: "{media}, {explicit}, магазин {country}, не больше {limit}"
    case .explicitAllowed: "откровенное разрешено"
    case .explicitLeftOut: "без откровенного"
    case .explicitMark: "[18+]"
    case .song: "Песня"
    case .movie: "Фильм"
    case .ebook: "Электронная книга"
    case .noSuchNumber: "Номера {number} нет; выберите от 1 до {count}"
    case .nothingToChoose: "Сначала выполните поиск, затем выберите по номеру"
    }
  }
}

/// Counted results of each kind: "3 songs", "5 фильмов".
public enum MediaCountPhrase: String, PluralPhrase {
  /// Songs.
  case songs
  /// Movies.
  case movies
  /// E-books.
  case ebooks

  public var english: PluralForms {
    switch self {
    case .songs: .english("song", "songs")
    case .movies: .english("movie", "movies")
    case .ebooks: .english("e-book", "e-books")
    }
  }

  public var russian: PluralForms {
    switch self {
    case .songs: PluralForms(one: "песня", few: "песни", many: "песен")
    case .movies: PluralForms(one: "фильм", few: "фильма", many: "фильмов")
    case .ebooks:
      PluralForms(one: "электронная книга", few: "электронные книги", many: "электронных книг")
    }
  }
}

// MARK: - SearchScreenPhrase

extension MediaSearchPhrase: SearchScreenPhrase {}
