import Localization

/// Every sentence of the filters screen.
public enum FiltersPhrase: String, Phrase {
  case title
  case media
  case explicit
  case country
  case limit
  case song
  case movie
  case ebook
  case yes
  case no
  case mediaChoices
  case explicitChoices
  case countryChoices
  case limitChoices
  case saved
  case invalidMedia
  case invalidExplicit
  case invalidCountry
  case invalidLimit
  case unreadable

  public var english: String {
    switch self {
    case .title: "Search filters"
    case .media: "Media type"
    case .explicit: "Explicit content"
    case .country: "Store country"
    case .limit: "Results at most"
    case .song: "music (songs)"
    case .movie: "movie (films)"
    case .ebook: "ebook (e-books)"
    case .yes: "yes"
    case .no: "no"
    case .mediaChoices: "music, movie, ebook"
    case .explicitChoices: "yes, no"
    case .countryChoices: "two letters: US, RU…"
    case .limitChoices: "1–200"
    case .saved: "Filters saved; they apply to your searches until you change them"
    case .invalidMedia: "“{value}” is not a media type; choose music, movie or ebook"
    case .invalidExplicit: "“{value}” is not yes or no"
    case .invalidCountry: "“{value}” is not a store country; give two letters such as US or RU"
    case .invalidLimit: "“{value}” is not a limit; give a number from 1 to 200"
    case .unreadable: "Give a filter and its value"
    }
  }

  public var russian: String {
    switch self {
    case .title: "Фильтры поиска"
    case .media: "Тип медиа"
    case .explicit: "Откровенное содержание"
    case .country: "Страна магазина"
    case .limit: "Не больше результатов"
    case .song: "music (песни)"
    case .movie: "movie (фильмы)"
    case .ebook: "ebook (электронные книги)"
    case .yes: "да"
    case .no: "нет"
    case .mediaChoices: "песни, фильмы, книги"
    case .explicitChoices: "да, нет"
    case .countryChoices: "две буквы: US, RU…"
    case .limitChoices: "1–200"
    case .saved: "Фильтры сохранены и действуют для ваших поисков, пока вы их не измените"
    case .invalidMedia:
      "«{value}» — не тип медиа; выберите music, movie или ebook (песни, фильмы, книги)"
    case .invalidExplicit: "«{value}» — не да и не нет (yes, no)"
    case .invalidCountry: "«{value}» — не страна магазина; укажите две буквы, например US или RU"
    case .invalidLimit: "«{value}» — не предел; укажите число от 1 до 200"
    case .unreadable: "Укажите фильтр и его значение"
    }
  }
}
