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

  public var english: String {
    switch self {
    case .search:
      "Type an album or artist to search, a number to open that album; on a terminal ↑/↓ pick "
        + "a suggestion from your history, else end with ? for suggestions (bea?) and !N to run "
        + "suggestion N; tracks TERM searches tracks, media TERM songs, movies or e-books with "
        + "your filters; /TEXT searches TEXT as typed, even a number or a command (/1989, /help; "
        + "3 characters after the /). Commands: library — your saved albums, history, filters, "
        + "profile, signout, quit, help"
    case .trackSearch:
      "Type a track or artist to search, a number to play that track; /TEXT searches TEXT as "
        + "typed, even a number or a command (/1989). Commands: back (to the album search), quit, "
        + "help"
    case .mediaSearch:
      "Type a title or a name to search with your filters, a number to open that item; /TEXT "
        + "searches TEXT as typed, even a number or a command (/1989). "
        + "Commands: filters, back (to the album search), quit, help"
    case .signIn:
      "Type your e-mail and password. Commands: signup — create an account, quit — leave"
    case .signUp:
      "Every field is required. Type back to return to sign-in, quit to leave"
    case .calendar:
      "Type a day to pick it; < and > change the month, << and >> the year, a year such as 1990 "
        + "jumps to it; back closes the calendar"
    case .profile: "Commands: back — to the search, signout — sign out, quit — leave"
    case .history:
      "Type a number to search again. Commands: delete N — remove entry N, clear — remove all, "
        + "back — to the search, quit, help"
    case .library:
      "Type a number to open that album (also offline), any other text to filter by title or "
        + "artist, an empty line to show all. Commands: play N — play album N, remove N — take "
        + "album N out, back — to the search, quit, help"
    case .filters:
      "Type a filter and its value: media music|movie|ebook, explicit yes|no, country CC, "
        + "limit N (several on one line: media movie country RU). Commands: back, quit, help"
    case .album:
      "Type a track's number as listed (2-1: disc 2, track 1) to play the album from it, a1, "
        + "a2 … to open the artist's other albums. "
        + "Commands: play — the whole album, save — keep the album in your library, remove — take "
        + "it out, back — to the results, history, profile, signout, quit, help"
    case .otherAlbums: "a1, a2 … opens one"
    case .mediaItem: "Type an album's number to open it. Commands: back, quit, help"
    case .mediaItemWithoutAlbums: "Commands: back, quit, help"
    case .player:
      "Keys: space play/pause, n next, p previous, s stop, r repeat, z shuffle, u queue, b back,"
        + " q quit. Commands: play, pause, next, prev, stop, repeat, shuffle, queue, back, quit"
    case .playerKeys:
      "Keys: space play/pause · n next · p previous · s stop · r repeat · z shuffle · u queue · "
        + "b back · q quit"
    case .queue:
      "Type an entry's number to play it. Commands: remove N, up N, down N, move N M, clear, "
        + "add ALBUM_ID [TRACK], repeat, shuffle, player, back, quit, help"
    case .openSession: "Press Enter (an empty line) to continue, or sign in again"
    case .birthDateByCalendar: ", or calendar to pick"
    case .emptyLibrary: ": open an album and type save to keep it here"
    case .emptyQueue: ": type add ALBUM_ID to add an album, or play a track of an album"
    case .yesOrNo: "(yes/no)"
    case .filterExample: ", e.g. media movie"
    case .searchForNumber: ", or type /{number} to search for {number}"
    case .searchFirstForNumber: "; to search for {number}, type /{number}"
    case .typeTrackChoice: ": type {choice} to play it"
    }
  }

  public var russian: String {
    switch self {
    case .search:
      "Введите название альбома или исполнителя для поиска, номер — чтобы открыть альбом; "
        + "в терминале ↑/↓ выбирают подсказку из истории, иначе ? в конце — подсказки (кин?), "
        + "!N — выполнить подсказку N; tracks ТЕКСТ — искать треки, media ТЕКСТ — песни, "
        + "фильмы или книги с вашими фильтрами; /ТЕКСТ ищет ТЕКСТ как есть, даже число или команду "
        + "(/1989, /help; 3 символа после /). Команды: library — сохранённые альбомы, history, "
        + "filters, profile, signout, quit, help; их можно писать и по-русски (помощь, назад, "
        + "выход, история…)"
    case .trackSearch:
      "Введите название трека или исполнителя для поиска, номер — чтобы послушать трек; "
        + "/ТЕКСТ ищет ТЕКСТ как есть, даже число или команду (/1989). "
        + "Команды: back (к поиску альбомов), quit, help"
    case .mediaSearch:
      "Введите название или имя для поиска с вашими фильтрами, номер — чтобы открыть; "
        + "/ТЕКСТ ищет ТЕКСТ как есть, даже число или команду (/1989). "
        + "Команды: filters, back (к поиску альбомов), quit, help"
    case .signIn: "Введите e-mail и пароль. Команды: signup — создать аккаунт, quit — выйти"
    case .signUp:
      "Все поля обязательны. Введите back, чтобы вернуться ко входу, quit — чтобы выйти"
    case .calendar:
      "Введите число, чтобы выбрать день; < и > листают месяцы, << и >> годы, год (например, "
        + "1990) открывает его; back закрывает календарь"
    case .profile:
      "Команды: back — к поиску, signout — выйти из аккаунта, quit — выйти из программы"
    case .history:
      "Введите номер, чтобы повторить поиск. Команды: delete N — удалить запись N, "
        + "clear — удалить все, back — к поиску, quit, help"
    case .library:
      "Введите номер, чтобы открыть альбом (и без сети), любой другой текст — чтобы отобрать "
        + "по названию или исполнителю, пустую строку — чтобы показать все. Команды: play N — "
        + "слушать альбом N, remove N — убрать альбом N, back — к поиску, quit, help"
    case .filters:
      "Введите фильтр и его значение: media music|movie|ebook, explicit yes|no, country CC, "
        + "limit N (несколько в одной строке: media movie country RU). Команды: back, quit, help"
    case .album:
      "Введите номер трека, как в списке (2-1: диск 2, трек 1), чтобы слушать альбом с него, "
        + "a1, a2 … — чтобы открыть другие альбомы исполнителя. Команды: play — весь альбом, "
        + "save — сохранить альбом в библиотеке, remove — убрать его оттуда, back — к результатам, "
        + "history, profile, signout, quit, help"
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
    case .queue:
      "Введите номер записи, чтобы её послушать. Команды: remove N, up N, down N, move N M, "
        + "clear, add ALBUM_ID [ТРЕК], repeat, shuffle, player, back, quit, help"
    case .openSession: "Нажмите Enter (пустая строка), чтобы продолжить, или войдите снова"
    case .birthDateByCalendar: ", либо calendar для выбора"
    case .emptyLibrary: ": откройте альбом и введите save, чтобы сохранить его"
    case .emptyQueue: ": введите add ALBUM_ID, чтобы добавить альбом, или включите трек альбома"
    case .yesOrNo: "(yes/no)"
    case .filterExample: ", например media movie"
    case .searchForNumber: " или введите /{number}, чтобы искать {number}"
    case .searchFirstForNumber: "; чтобы искать {number}, введите /{number}"
    case .typeTrackChoice: ": введите {choice}, чтобы послушать"
    }
  }
}
