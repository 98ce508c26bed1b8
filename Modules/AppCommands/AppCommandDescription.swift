import Localization

/// What each typed command does, in the words both front ends' help and the man page give it.
public enum AppCommandDescription: String, Phrase {
  case library, history, filters, queue, profile, player, stop
  case play, pause, toggle, next, previous, cycleRepeat, shuffle
  case tracks, media, signOut, back, help, quit

  /// The words typed for it, in English; the Russian word follows from `AppCommand.russianWords`.
  public var words: String {
    switch self {
    case .previous: "prev"
    case .cycleRepeat: "repeat"
    case .tracks: "tracks TEXT"
    case .media: "media TEXT"
    case .signOut: "signout"
    default: rawValue
    }
  }

  /// The Russian word for it, nil where there is none.
  public var russianWord: String? {
    let english = words.split(separator: " ").first.map(String.init) ?? words
    return AppCommand.russianWords.first { $0.english == english }?.word
  }

  public var english: String {
    switch self {
    case .library: "your saved albums"
    case .history: "your past searches"
    case .filters: "the media search filters"
    case .queue: "the queue of what plays"
    case .profile: "your account"
    case .player: "the player of what plays"
    case .stop: "stop what plays"
    case .play: "play (only plays: a playing preview goes on)"
    case .pause: "pause (only pauses)"
    case .toggle: "pause or play"
    case .next: "the next track in the queue"
    case .previous: "the previous track in the queue"
    case .cycleRepeat: "repeat: off, the whole queue, this track"
    case .shuffle: "shuffle the queue, or stop shuffling"
    case .tracks: "search tracks"
    case .media: "search songs, movies or e-books with your filters"
    case .signOut: "sign out"
    case .back: "back to the screen before"
    case .help: "the commands of this screen"
    case .quit: "leave the app"
    }
  }

  public var russian: String {
    switch self {
    case .library: "ваши сохранённые альбомы"
    case .history: "ваши прошлые поиски"
    case .filters: "фильтры поиска медиа"
    case .queue: "очередь того, что играет"
    case .profile: "ваш аккаунт"
    case .player: "плеер того, что играет"
    case .stop: "остановить то, что играет"
    case .play: "играть (только играть: играющий фрагмент продолжается)"
    case .pause: "пауза (только пауза)"
    case .toggle: "пауза или игра"
    case .next: "следующий трек очереди"
    case .previous: "предыдущий трек очереди"
    case .cycleRepeat: "повтор: выключен, вся очередь, этот трек"
    case .shuffle: "перемешать очередь или перестать"
    case .tracks: "искать треки"
    case .media: "искать песни, фильмы или книги с вашими фильтрами"
    case .signOut: "выйти из аккаунта"
    case .back: "назад, к прошлому экрану"
    case .help: "команды этого экрана"
    case .quit: "выйти из приложения"
    }
  }
}
