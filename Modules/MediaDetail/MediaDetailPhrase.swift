import Localization

/// Every sentence of an item's page.
public enum MediaDetailPhrase: String, Phrase {
  case cover
  case loading
  case artist
  case studio
  case author
  case genre
  case genres
  case page
  case released
  case rated
  case kind
  case duration
  case rating
  case fileSize
  case megabytes
  case song
  case movie
  case ebook
  case explicitMark
  case otherAlbums
  case noSuchNumber
  case noOtherAlbums
  case notFound

  public var english: String {
    switch self {
    case .loading: "Loading…"
    case .cover: "Cover"
    case .artist: "Artist"
    case .studio: "Studio"
    case .author: "Author"
    case .genre: "Genre"
    case .genres: "Genres"
    case .page: "Page"
    case .released: "Released"
    case .rated: "Rated"
    case .kind: "Kind"
    case .duration: "Duration"
    case .rating: "Rating"
    case .fileSize: "File size"
    case .megabytes: "{size} MB"
    case .song: "Song"
    case .movie: "Movie"
    case .ebook: "E-book"
    case .explicitMark: "[E]"
    case .otherAlbums: "Other albums by {artist}"
    case .noSuchNumber: "There is no album number {number}; choose from 1 to {count}"
    case .noOtherAlbums: "This page lists no albums to open"
    case .notFound:
      "No song, movie or e-book with this id was found (or the catalog gave it no title)"
    }
  }

  public var russian: String {
    switch self {
    case .loading: "Загрузка…"
    case .cover: "Обложка"
    case .artist: "Исполнитель"
    case .studio: "Студия"
    case .author: "Автор"
    case .genre: "Жанр"
    case .genres: "Жанры"
    case .page: "Страница"
    case .released: "Выпуск"
    case .rated: "Возрастной рейтинг"
    case .kind: "Тип"
    case .duration: "Длительность"
    case .rating: "Оценка"
    case .fileSize: "Размер файла"
    case .megabytes: "{size} МБ"
    case .song: "Песня"
    case .movie: "Фильм"
    case .ebook: "Электронная книга"
    case .explicitMark: "[18+]"
    case .otherAlbums: "Другие альбомы: {artist}"
    case .noSuchNumber: "Альбома с номером {number} нет; выберите от 1 до {count}"
    case .noOtherAlbums: "На этой странице нет альбомов, которые можно открыть"
    case .notFound:
      "Песня, фильм или книга с таким номером не найдены (или у записи в каталоге нет названия)"
    }
  }
}
