import Localization

/// The one-line hint each screen of the line app shows: what is typed at its prompts. The
/// features' view models name no typed command; a text view picks its hint here by the screen's
/// state, and adds the cases from `openSession` on to a feature's neutral statement.
public enum LineAppHint: String, Phrase {
  case search
  case trackSearch
  case mediaSearch
  case signIn
  case signUp
  case calendar
  case profile
  case history
  case library
  case filters
  case album
  /// An album none of whose tracks is listed, so no number plays.
  case albumWithoutTracks
  /// After the title of an album's "Other albums" section.
  case otherAlbums
  /// An item's page that lists albums to open by number.
  case mediaItem
  /// An item's page with no albums to open.
  case mediaItemWithoutAlbums
  case player
  /// The player's keys on a terminal, on one line under the first track's heading.
  case playerKeys
  case queue
  /// After the sign-in screen's "You are signed in as …".
  case openSession
  /// After the accepted birth-date formats at the sign-up prompt.
  case birthDateByCalendar
  /// After the library's "Your library is empty".
  case emptyLibrary
  /// After the queue's "The queue is empty".
  case emptyQueue
  /// After the history's question before clearing it.
  case yesOrNo
  /// After the filters' note that a line gave no filter.
  case filterExample
  /// After the album search's "There is no album number {number} …".
  case searchForNumber
  /// After the album search's "Search first …" when a `{number}` was chosen.
  case searchFirstForNumber
  /// After the album's "The album has track 5 on disc 2".
  case typeTrackChoice
  /// A line that is no command of the screen it was typed at.
  case unknownCommand
  /// Under a page of results: which rows it shows of how many.
  case pageOfResults
  /// After `pageOfResults` when more rows follow.
  case enterForMore

  public var english: String {
    switch self {
    case .search: "Type an album or artist, N to open one · help for more"
    case .trackSearch: "Type a track or artist, N to play it · help for more"
    case .mediaSearch: "Type a title or a name, N to open it · help for more"
    case .signIn:
      "Type your e-mail and password. Commands: signup — create an account, quit — leave"
    case .signUp:
      "Every field is required. Type back to return to sign-in, quit to leave"
    case .calendar:
      "Type a day, or move with ←/→ ↑/↓ and Enter; PgUp/PgDn or < > a month, << >> a year, "
        + "1990 jumps to it; back closes"
    case .profile: "Commands: back — to the search, signout — sign out, quit — leave"
    case .history: "Type a number to search again · help for more"
    case .library: "N opens album N, other text filters the list · help for more"
    case .filters: "Type a filter and its value (media movie) · help for more"
    case .album: "Type a track's number to play from it · help for more"
    case .albumWithoutTracks: "No track of it is listed to play · help for more"
    case .otherAlbums: "a1, a2 … opens one"
    case .mediaItem: "Type an album's number to open it. Commands: back, quit, help"
    case .mediaItemWithoutAlbums: "Commands: back, quit, help"
    case .player:
      "Keys: space play/pause, n next, p previous, s stop, r repeat, z shuffle, u queue, b back,"
        + " q quit. Commands: play, pause, next, prev, stop, repeat, shuffle, queue, back, quit"
    case .playerKeys:
      "Keys: space play/pause · n next · p previous · s stop · r repeat · z shuffle · u queue · "
        + "b back · q quit"
    case .queue: "Type an entry's number to play it · help for more"
    case .openSession: "Press Enter (an empty line) to continue, or sign in again"
    case .birthDateByCalendar: ", or calendar to pick"
    case .emptyLibrary: ": open an album and type save to keep it here"
    case .emptyQueue: ": type add ALBUM_ID to add an album, or play a track of an album"
    case .yesOrNo: "(yes/no)"
    case .filterExample: ", e.g. media movie"
    case .searchForNumber: ", or type /{number} to search for {number}"
    case .searchFirstForNumber: "; to search for {number}, type /{number}"
    case .typeTrackChoice: ": type {choice} to play it"
    case .unknownCommand: "Unknown command “{input}”: help lists the commands here"
    case .pageOfResults: "{first}–{last} of {total}"
    case .enterForMore: " · Enter for more"
    }
  }

  public var russian: String {
    switch self {
    case .search: "Введите альбом или исполнителя, N — открыть · help — ещё"
    case .trackSearch: "Введите трек или исполнителя, N — слушать · help — ещё"
    case .mediaSearch: "Введите название или имя, N — открыть · help — ещё"
    case .signIn: "Введите e-mail и пароль. Команды: signup — создать аккаунт, quit — выйти"
    case .signUp:
      "Все поля обязательны. Введите back, чтобы вернуться ко входу, quit — чтобы выйти"
    case .calendar:
      "Введите число или двигайтесь ←/→ ↑/↓ и Enter; PgUp/PgDn или < > — месяц, << >> — год, "
        + "1990 — к году; back закрывает"
    case .profile:
      "Команды: back — к поиску, signout — выйти из аккаунта, quit — выйти из программы"
    case .history: "Введите номер, чтобы повторить поиск · help — ещё"
    case .library: "N открывает альбом N, текст отбирает список · help — ещё"
    case .filters: "Введите фильтр и значение (медиа фильмы) · help — ещё"
    case .album: "Введите номер трека, чтобы слушать с него · help — ещё"
    case .albumWithoutTracks: "Треков для прослушивания нет · help — ещё"
    case .otherAlbums: "a1, a2 … — открыть"
    case .mediaItem: "Введите номер альбома, чтобы открыть его. Команды: back, quit, help"
    case .mediaItemWithoutAlbums: "Команды: back, quit, help"
    case .player:
      "Клавиши: пробел — пуск/пауза, n — следующий, p — предыдущий, s — стоп, r — повтор,"
        + " z — случайный порядок, u — очередь, b — назад, q — выход. Команды: play, pause, next,"
        + " prev, stop, repeat, shuffle, queue, back, quit"
    case .playerKeys:
      "Клавиши: пробел — пуск/пауза · n — следующий · p — предыдущий · s — стоп · r — повтор · "
        + "z — случайный порядок · u — очередь · b — назад · q — выход"
    case .queue: "Введите номер записи, чтобы её послушать · help — ещё"
    case .openSession: "Нажмите Enter (пустая строка), чтобы продолжить, или войдите снова"
    case .birthDateByCalendar: ", либо calendar для выбора"
    case .emptyLibrary: ": откройте альбом и введите save, чтобы сохранить его"
    case .emptyQueue: ": введите add ALBUM_ID, чтобы добавить альбом, или включите трек альбома"
    case .yesOrNo: "(yes/no)"
    case .filterExample: ", например media movie"
    case .searchForNumber: " или введите /{number}, чтобы искать {number}"
    case .searchFirstForNumber: "; чтобы искать {number}, введите /{number}"
    case .typeTrackChoice: ": введите {choice}, чтобы послушать"
    case .unknownCommand: "Неизвестная команда «{input}»: help — команды этого экрана"
    case .pageOfResults: "{first}–{last} из {total}"
    case .enterForMore: " · Enter — ещё"
    }
  }
}
