import Localization
import Presentation

/// Every sentence of the track search screen.
public enum TrackSearchPhrase: String, Phrase {
  case title
  case prompt
  case searching
  case found
  case nothingFound
  case unknownArtist
  case unknownAlbum
  case unknownDuration
  case noSuchNumber
  case nothingToChoose
  case cannotOpen

  public var english: String {
    switch self {
    case .title: "Track search"
    case .prompt: "Track title or artist (at least 3 characters)"
    case .searching: "Searching for tracks “{query}”…"
    case .found: "Found {tracks} for “{query}”"
    case .nothingFound: "No tracks found for “{query}”"
    case .unknownArtist: "Unknown artist"
    case .unknownAlbum: "Unknown album"
    case .unknownDuration: "—"
    case .noSuchNumber: "There is no track number {number}; choose from 1 to {count}"
    case .nothingToChoose: "Search first, then choose a track by its number"
    case .cannotOpen: "The catalog does not say which album this track is on"
    }
  }

  public var russian: String {
    switch self {
    case .title: "Поиск треков"
    case .prompt: "Название трека или исполнитель (не менее 3 символов)"
    case .searching: "Ищем треки «{query}»…"
    case .found: "По запросу «{query}» найдено: {tracks}"
    case .nothingFound: "По запросу «{query}» треки не найдены"
    case .unknownArtist: "Неизвестный исполнитель"
    case .unknownAlbum: "Неизвестный альбом"
    case .unknownDuration: "—"
    case .noSuchNumber: "Трека с номером {number} нет; выберите от 1 до {count}"
    case .nothingToChoose: "Сначала выполните поиск, затем выберите трек по номеру"
    case .cannotOpen: "Каталог не сообщает, в каком альбоме этот трек"
    }
  }
}

// MARK: - SearchScreenPhrase

extension TrackSearchPhrase: SearchScreenPhrase {}
