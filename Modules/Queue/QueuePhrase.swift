import Localization

/// Every sentence of the queue screen.
public enum QueuePhrase: String, Phrase {
  case title
  case unknownArtist
  case empty
  case stateIdle
  case stateLoading
  case statePlaying
  case statePaused
  case stateEnded
  case stateFailed
  case repeatOff
  case repeatAll
  case repeatOne
  case shuffleOn
  case shuffleOff
  case noSuchEntry
  case added
  case removed
  case noTracks
  case noSuchTrack
  case onOtherDisc
  case noPlayer
  case previewUnavailable
  case noAudioOutput
  case previewTimeout
  case playerFailed

  public var english: String {
    switch self {
    case .title: "Queue"
    case .unknownArtist: "Unknown artist"
    case .empty: "The queue is empty"
    case .stateIdle: "■ Stopped"
    case .stateLoading: "… Loading the preview"
    case .statePlaying: "▶ Playing"
    case .statePaused: "⏸ Paused"
    case .stateEnded: "■ The queue has ended"
    case .stateFailed: "✖ Not playing"
    case .repeatOff: "Repeat: off"
    case .repeatAll: "Repeat: all"
    case .repeatOne: "Repeat: one"
    case .shuffleOn: "Shuffle: on"
    case .shuffleOff: "Shuffle: off"
    case .noSuchEntry: "There is no entry {number}: the queue has entries 1 to {count}"
    case .added: "Added to the queue: {what}"
    case .removed: "Removed from the queue: {title}"
    case .noTracks: "The album has no tracks to add"
    case .noSuchTrack: "The album has no track {number}"
    case .onOtherDisc: "that number is on disc {disc}"
    case .noPlayer: "To play previews here, install mpv: {install}"
    case .previewUnavailable:
      "The preview could not be loaded (no connection, or it is gone); try again or choose "
        + "another entry"
    case .noAudioOutput:
      "No audio output is available to play the preview; to run without sound, set"
        + " MUSICLIB_MPV_ARGS=--ao=null"
    case .previewTimeout: "The preview took too long to start; try again"
    case .playerFailed: "The player stopped working; try again"
    }
  }

  public var russian: String {
    switch self {
    case .title: "Очередь"
    case .unknownArtist: "Неизвестный исполнитель"
    case .empty: "Очередь пуста"
    case .stateIdle: "■ Остановлено"
    case .stateLoading: "… Загружаем фрагмент"
    case .statePlaying: "▶ Играет"
    case .statePaused: "⏸ Пауза"
    case .stateEnded: "■ Очередь закончилась"
    case .stateFailed: "✖ Не играет"
    case .repeatOff: "Повтор: выкл."
    case .repeatAll: "Повтор: всё"
    case .repeatOne: "Повтор: один трек"
    case .shuffleOn: "Перемешивание: вкл."
    case .shuffleOff: "Перемешивание: выкл."
    case .noSuchEntry: "В очереди нет записи {number}: в ней записи с 1 по {count}"
    case .added: "Добавлено в очередь: {what}"
    case .removed: "Убрано из очереди: {title}"
    case .noTracks: "В альбоме нет треков, которые можно добавить"
    case .noSuchTrack: "В альбоме нет трека {number}"
    case .onOtherDisc: "этот номер есть на диске {disc}"
    case .noPlayer: "Чтобы слушать фрагменты здесь, установите mpv: {install}"
    case .previewUnavailable:
      "Не удалось загрузить фрагмент (нет соединения или он удалён); попробуйте ещё раз "
        + "или выберите другую запись"
    case .noAudioOutput:
      "Нет устройства вывода звука, чтобы проиграть фрагмент; чтобы работать без звука,"
        + " задайте MUSICLIB_MPV_ARGS=--ao=null"
    case .previewTimeout: "Фрагмент слишком долго не начинался; попробуйте ещё раз"
    case .playerFailed: "Проигрыватель перестал работать; попробуйте ещё раз"
    }
  }
}
