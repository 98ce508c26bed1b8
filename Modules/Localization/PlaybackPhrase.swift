/// How the run's playback reads on every screen that shows it: its states, and why a preview did
/// not play.
public enum PlaybackPhrase: String, Phrase {
  case stateIdle
  case stateLoading
  case statePlaying
  case statePaused
  case stateEnded
  case stateFailed
  case noPlayer
  case previewUnavailable
  case noAudioOutput
  case previewTimeout
  case playerFailed
  case previewOffline
  case repeatOff
  case repeatAll
  case repeatOne
  case shuffleOn
  case shuffleOff

  public var english: String {
    switch self {
    case .stateIdle: "■ Stopped"
    case .stateLoading: "… Loading the preview"
    case .statePlaying: "▶ Playing"
    case .statePaused: "⏸ Paused"
    case .stateEnded: "■ Preview ended"
    case .stateFailed: "✖ Not playing"
    case .noPlayer: "To play previews here, install mpv: {install}"
    case .previewUnavailable:
      "The preview could not be loaded (no connection, or it is gone); try again or choose "
        + "another track"
    case .noAudioOutput:
      "No audio output is available to play the preview; to run without sound, set"
        + " MUSICLIB_MPV_ARGS=--ao=null"
    case .previewTimeout: "The preview took too long to start; try again"
    case .playerFailed: "The player stopped working; try again"
    case .previewOffline: "Offline: previews are not downloaded"
    case .repeatOff: "Repeat: off"
    case .repeatAll: "Repeat: all"
    case .repeatOne: "Repeat: one"
    case .shuffleOn: "Shuffle: on"
    case .shuffleOff: "Shuffle: off"
    }
  }

  public var russian: String {
    switch self {
    case .stateIdle: "■ Остановлено"
    case .stateLoading: "… Загружаем фрагмент"
    case .statePlaying: "▶ Играет"
    case .statePaused: "⏸ Пауза"
    case .stateEnded: "■ Фрагмент закончился"
    case .stateFailed: "✖ Не играет"
    case .noPlayer: "Чтобы слушать фрагменты здесь, установите mpv: {install}"
    case .previewUnavailable:
      "Не удалось загрузить фрагмент (нет соединения или он удалён); попробуйте ещё раз "
        + "или выберите другой трек"
    case .noAudioOutput:
      "Нет устройства вывода звука, чтобы проиграть фрагмент; чтобы работать без звука,"
        + " задайте MUSICLIB_MPV_ARGS=--ao=null"
    case .previewTimeout: "Фрагмент слишком долго не начинался; попробуйте ещё раз"
    case .playerFailed: "Проигрыватель перестал работать; попробуйте ещё раз"
    case .previewOffline: "Работа без сети: фрагменты не загружаются"
    case .repeatOff: "Повтор: выкл."
    case .repeatAll: "Повтор: всё"
    case .repeatOne: "Повтор: один трек"
    case .shuffleOn: "Перемешивание: вкл."
    case .shuffleOff: "Перемешивание: выкл."
    }
  }
}
