import Domain
import Localization

/// Every sentence of the player screen.
public enum PlayerPhrase: String, Phrase {
  case loadingAlbum
  case unknownArtist
  case trackOf
  case noPreview
  case firstTrack
  case lastTrack
  case noSuchTrack
  case discTrackOf
  case onOtherDisc
  case albumDiscs
  case discTracks
  case trackAlone
  case previewAt
  case nothingPlaying

  public var english: String {
    switch self {
    case .loadingAlbum: "Loading the album…"
    case .unknownArtist: "Unknown artist"
    case .trackOf: "Track {number} of {count}"
    case .noPreview: "This track has no preview"
    case .firstTrack: "This is the first track in the queue"
    case .lastTrack: "This is the last track in the queue"
    case .noSuchTrack: "The album has no track {number}"
    case .discTrackOf: "Disc {disc} · Track {number} of {count}"
    case .onOtherDisc: "that number is on disc {disc}"
    case .albumDiscs: "it has discs {discs}"
    case .discTracks: "{disc} ({tracks})"
    case .trackAlone: "Track {number}"
    case .previewAt: "Preview: {url}"
    case .nothingPlaying: "Nothing is playing; choose a track or an album to play"
    }
  }

  public var russian: String {
    switch self {
    case .loadingAlbum: "Загружаем альбом…"
    case .unknownArtist: "Неизвестный исполнитель"
    case .trackOf: "Трек {number} из {count}"
    case .noPreview: "У этого трека нет фрагмента для прослушивания"
    case .firstTrack: "Это первый трек в очереди"
    case .lastTrack: "Это последний трек в очереди"
    case .noSuchTrack: "В альбоме нет трека {number}"
    case .discTrackOf: "Диск {disc} · Трек {number} из {count}"
    case .onOtherDisc: "этот номер есть на диске {disc}"
    case .albumDiscs: "в нём диски {discs}"
    case .discTracks: "{disc} ({tracks})"
    case .trackAlone: "Трек {number}"
    case .previewAt: "Фрагмент: {url}"
    case .nothingPlaying: "Сейчас ничего не играет; выберите трек или альбом"
    }
  }
}
