import Localization

/// Every sentence of the album screen.
public enum AlbumDetailPhrase: String, Phrase {
  case hint
  case loading
  case unknownArtist
  case unknownYear
  case unknownGenre
  case unknownDuration
  case disc
  case partlyAvailable
  case noSuchTrack
  case page
  case otherAlbums
  case noSuchOtherAlbum

  public var english: String {
    switch self {
    case .hint:
      "Type a track's number to play its preview, a1, a2 … to open the artist's other albums. "
        + "Commands: back — to the results, history, profile, signout, quit, help"
    case .loading: "Loading the album…"
    case .unknownArtist: "Unknown artist"
    case .unknownYear: "unknown year"
    case .unknownGenre: "unknown genre"
    case .unknownDuration: "—"
    case .disc: "Disc {number}"
    case .partlyAvailable: "{available} of {total} available"
    case .noSuchTrack: "The album has no track {number}"
    case .page: "Page"
    case .otherAlbums: "Other albums by {artist} (a1, a2 … opens one)"
    case .noSuchOtherAlbum: "There is no other album a{number}"
    }
  }

  public var russian: String {
    switch self {
    case .hint:
      "Введите номер трека, чтобы послушать фрагмент, a1, a2 … — чтобы открыть другие альбомы "
        + "исполнителя. Команды: back — к результатам, history, profile, signout, quit, help"
    case .loading: "Загружаем альбом…"
    case .unknownArtist: "Неизвестный исполнитель"
    case .unknownYear: "год неизвестен"
    case .unknownGenre: "жанр неизвестен"
    case .unknownDuration: "—"
    case .disc: "Диск {number}"
    case .partlyAvailable: "Доступно {available} из {total}"
    case .noSuchTrack: "В альбоме нет трека {number}"
    case .page: "Страница"
    case .otherAlbums: "Другие альбомы: {artist} (a1, a2 … — открыть)"
    case .noSuchOtherAlbum: "Другого альбома a{number} нет"
    }
  }
}
