import Localization

/// Every sentence of the player screen.
public enum PlayerPhrase: String, Phrase {
  case loadingAlbum
  case unknownArtist
  case trackOf
  case stateIdle
  case stateLoading
  case statePlaying
  case statePaused
  case stateEnded
  case stateFailed
  case noPreview
  case noPlayer
  case previewUnavailable
  case noAudioOutput
  case previewTimeout
  case previewOffline
  case playerFailed
  case firstTrack
  case lastTrack
  case noSuchTrack
  case discTrackOf
  case playingAlone
  case onOtherDisc

  public var english: String {
    switch self {
    case .loadingAlbum: "Loading the album…"
    case .unknownArtist: "Unknown artist"
    case .trackOf: "Track {number} of {count}"
    case .stateIdle: "■ Stopped"
    case .stateLoading: "… Loading the preview"
    case .statePlaying: "▶ Playing"
    case .statePaused: "⏸ Paused"
    case .stateEnded: "■ Preview ended"
    case .stateFailed: "✖ Not playing"
    case .noPreview: "This track has no preview"
    case .noPlayer: "Preview: {url}\nTo play previews here, install mpv: {install}"
    case .previewUnavailable:
      "The preview could not be loaded (no connection, or it is gone); try again or choose "
        + "another track"
    case .noAudioOutput:
      "No audio output is available to play the preview; to run without sound, set"
        + " MUSICLIB_MPV_ARGS=--ao=null"
    case .previewTimeout: "The preview took too long to start; try again"
    case .previewOffline: "Offline: previews are not downloaded"
    case .playerFailed: "The player stopped working; try again"
    case .firstTrack: "This is the album's first track"
    case .lastTrack: "This is the album's last track"
    case .noSuchTrack: "The album has no track {number}"
    case .discTrackOf: "Disc {disc} · Track {number} of {count}"
    case .onOtherDisc: "that number is on disc {disc}"
    case .playingAlone:
      "The album could not be looked up ({reason}): playing this track's own preview, without"
        + " the rest of the album"
    }
  }

  public var russian: String {
    switch self {
    case .loadingAlbum: "Загружаем альбом…"
    case .unknownArtist: "Неизвестный исполнитель"
    case .trackOf: "Трек {number} из {count}"
    case .stateIdle: "■ Остановлено"
    case .stateLoading: "… Загружаем фрагмент"
    case .statePlaying: "▶ Играет"
    case .statePaused: "⏸ Пауза"
    case .stateEnded: "■ Фрагмент закончился"
    case .stateFailed: "✖ Не играет"
    case .noPreview: "У этого трека нет фрагмента для прослушивания"
    case .noPlayer: "Фрагмент: {url}\nЧтобы слушать фрагменты здесь, установите mpv: {install}"
    case .previewUnavailable:
      "Не удалось загрузить фрагмент (нет соединения или он удалён); попробуйте ещё раз "
        + "или выберите другой трек"
    case .noAudioOutput:
      "Нет устройства вывода звука, чтобы проиграть фрагмент; чтобы работать без звука,"
        + " задайте MUSICLIB_MPV_ARGS=--ao=null"
    case .previewTimeout: "Фрагмент слишком долго не начинался; попробуйте ещё раз"
    case .previewOffline: "Работа без сети: фрагменты не загружаются"
    case .playerFailed: "Проигрыватель перестал работать; попробуйте ещё раз"
    case .firstTrack: "Это первый трек альбома"
    case .lastTrack: "Это последний трек альбома"
    case .noSuchTrack: "В альбоме нет трека {number}"
    case .discTrackOf: "Диск {disc} · Трек {number} из {count}"
    case .onOtherDisc: "этот номер есть на диске {disc}"
    case .playingAlone:
      "Не удалось найти альбом ({reason}): играет фрагмент только этого трека, без остального"
        + " альбома"
    }
  }
}
