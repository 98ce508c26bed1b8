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

  public var english: String {
    switch self {
    case .hint:
      "Type a track's number to play its preview. Commands: back — to the results, history, "
        + "profile, signout, quit, help"
    case .loading: "Loading the album…"
    case .unknownArtist: "Unknown artist"
    case .unknownYear: "unknown year"
    case .unknownGenre: "unknown genre"
    case .unknownDuration: "—"
    case .disc: "Disc {number}"
    case .partlyAvailable: "{available} of {total} available"
    case .noSuchTrack: "The album has no track {number}"
    }
  }

  public var russian: String {
    switch self {
    case .hint:
      "Введите номер трека, чтобы послушать фрагмент. Команды: back — к результатам, history, "
        + "profile, signout, quit, help"
    case .loading: "Загружаем альбом…"
    case .unknownArtist: "Неизвестный исполнитель"
    case .unknownYear: "год неизвестен"
    case .unknownGenre: "жанр неизвестен"
    case .unknownDuration: "—"
    case .disc: "Диск {number}"
    case .partlyAvailable: "Доступно {available} из {total}"
    case .noSuchTrack: "В альбоме нет трека {number}"
    }
  }
}
