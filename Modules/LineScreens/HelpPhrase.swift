import AppCommands
import Localization
import TerminalKit
import TerminalText

/// The help screen of each text screen: its commands, one line each, as `help` (or `?`) shows
/// them. The text front end owns these: they name what is typed at its prompts.
public enum HelpPhrase: String, Phrase {
  case title
  case search
  case trackSearch
  case mediaSearch
  case album
  case player
  case queue
  case history
  case library
  case profile
  case filters
  case mediaItem
  /// The label of the last row of the Russian help: the Russian words of the screen's commands.
  case russianWords

  public var english: String {
    switch self {
    case .title: "Commands on this screen:"
    case .search:
      """
        TEXT            search albums by title or artist (at least 3 characters)
        N               open album N of the results
        /TEXT           search TEXT as typed, even a number or a command (/1989, /help)
        TEXT?           suggestions from your history that start with TEXT
        !N              run suggestion N
        ↑/↓             on a terminal, pick a suggestion from your history
        tracks TEXT     search tracks
        media TEXT      search songs, movies or e-books with your filters
        back            show the results again
        library         your saved albums
        history         your past searches
        filters         the media search filters
        profile         your account
        signout         sign out
        player, queue   what plays: its player, its queue (stop stops it)
        quit            leave the app
        help            this list
      """
    case .trackSearch:
      """
        TEXT            search tracks by title or artist (at least 3 characters)
        N               play track N of the results
        /TEXT           search TEXT as typed, even a number or a command (/1989)
        back            back to the album search
        player, queue   what plays: its player, its queue (stop stops it)
        quit            leave the app
        help            this list
      """
    case .mediaSearch:
      """
        TEXT            search with your filters (at least 3 characters)
        N               open item N of the results
        /TEXT           search TEXT as typed, even a number or a command (/1989)
        filters         change the filters
        back            back to the album search
        player, queue   what plays: its player, its queue (stop stops it)
        quit            leave the app
        help            this list
      """
    case .album:
      """
        N               play the album from track N
        D-N             track N of disc D, on an album of several discs
        play            play the album from its first track
        aN              open the artist's other album N
        save            keep the album in your library
        remove          take it out of your library
        back            back to where you opened it
        history         your past searches
        profile         your account
        signout         sign out
        player, queue   what plays: its player, its queue (stop stops it)
        quit            leave the app
        help            this list
      """
    case .player:
      """
        play, pause     play or pause the preview (key: space)
        next, prev      the next or previous track (keys: n, p)
        stop            stop the preview (key: s)
        repeat          repeat off, the whole queue, this track (key: r)
        shuffle         shuffle the queue on or off (key: z)
        queue           the queue: reorder, remove, jump (key: u)
        back            leave the player; the preview plays on (key: b)
        quit            leave the app (key: q)
      """
    case .queue:
      """
        N               play entry N
        remove N, rm N  take entry N out of the queue
        up N, down N    move entry N one place up or down
        move N M        move entry N to place M
        clear           empty the queue
        add ALBUM_ID    add every track of the album at the end
        add ALBUM_ID T  add track T of the album (D-T for disc D) at the end
        repeat          repeat off, all, one
        shuffle         shuffle on or off
        player          the player
        back            back to where you opened the queue
        quit            leave the app
        help            this list
      """
    case .history:
      """
        N               run search N again
        delete N        remove entry N
        clear           remove every entry (asks first)
        back            back to the search
        player, queue   what plays: its player, its queue (stop stops it)
        quit            leave the app
        help            this list
      """
    case .library:
      """
        N               open album N (also offline)
        TEXT            show only albums whose title or artist has TEXT
        (empty line)    show every album
        play N          play album N from its first track
        remove N        take album N out
        back            back to the search
        player, queue   what plays: its player, its queue (stop stops it)
        quit            leave the app
        help            this list
      """
    case .profile:
      """
        back            back to the search
        signout         sign out
        player, queue   what plays: its player, its queue (stop stops it)
        quit            leave the app
        help            this list
      """
    case .filters:
      """
        media TYPE      music (songs), movie or ebook
        explicit yes|no whether explicit items are found
        country CC      the store country, two letters (US, RU)
        limit N         the most results, 1 to 200
        back            back to where you came from
        player, queue   what plays: its player, its queue (stop stops it)
        quit            leave the app
        help            this list
      """
    case .mediaItem:
      """
        N               open the artist's album N
        back            back to the results
        player, queue   what plays: its player, its queue (stop stops it)
        quit            leave the app
        help            this list
      """
    case .russianWords: "in Russian"
    }
  }

  public var russian: String {
    switch self {
    case .title: "Команды этого экрана:"
    case .search:
      """
        ТЕКСТ           искать альбомы по названию или исполнителю (не менее 3 символов)
        N               открыть альбом N из результатов
        /ТЕКСТ          искать ТЕКСТ как есть, даже число или команду (/1989, /help)
        ТЕКСТ?          подсказки из истории, начинающиеся с ТЕКСТА
        !N              выполнить подсказку N
        ↑/↓             в терминале — выбрать подсказку из истории
        tracks ТЕКСТ    искать треки
        media ТЕКСТ     искать песни, фильмы или книги с вашими фильтрами
        back            снова показать результаты
        library         сохранённые альбомы
        history         прошлые запросы
        filters         фильтры поиска медиа
        profile         ваша учётная запись
        signout         выйти из учётной записи
        player, queue   что играет: проигрыватель, очередь (stop — остановить)
        quit            выйти из приложения
        help            этот список
      """
    case .trackSearch:
      """
        ТЕКСТ           искать треки по названию или исполнителю (не менее 3 символов)
        N               послушать трек N из результатов
        /ТЕКСТ          искать ТЕКСТ как есть, даже число или команду (/1989)
        back            к поиску альбомов
        player, queue   что играет: проигрыватель, очередь (stop — остановить)
        quit            выйти из приложения
        help            этот список
      """
    case .mediaSearch:
      """
        ТЕКСТ           искать с вашими фильтрами (не менее 3 символов)
        N               открыть элемент N из результатов
        /ТЕКСТ          искать ТЕКСТ как есть, даже число или команду (/1989)
        filters         изменить фильтры
        back            к поиску альбомов
        player, queue   что играет: проигрыватель, очередь (stop — остановить)
        quit            выйти из приложения
        help            этот список
      """
    case .album:
      """
        N               слушать альбом с трека N
        D-N             трек N диска D в альбоме из нескольких дисков
        play            слушать альбом с первого трека
        aN              открыть другой альбом исполнителя N
        save            сохранить альбом в библиотеке
        remove          убрать его из библиотеки
        back            туда, откуда он открыт
        history         прошлые запросы
        profile         ваша учётная запись
        signout         выйти из учётной записи
        player, queue   что играет: проигрыватель, очередь (stop — остановить)
        quit            выйти из приложения
        help            этот список
      """
    case .player:
      """
        play, pause     пуск или пауза (клавиша: пробел)
        next, prev      следующий или предыдущий трек (клавиши: n, p)
        stop            остановить фрагмент (клавиша: s)
        repeat          повтор: нет, вся очередь, этот трек (клавиша: r)
        shuffle         случайный порядок вкл./выкл. (клавиша: z)
        queue           очередь: порядок, удаление, переход (клавиша: u)
        back            выйти из проигрывателя; фрагмент играет дальше (клавиша: b)
        quit            выйти из приложения (клавиша: q)
      """
    case .queue:
      """
        N               послушать запись N
        remove N, rm N  убрать запись N из очереди
        up N, down N    передвинуть запись N на место выше или ниже
        move N M        передвинуть запись N на место M
        clear           очистить очередь
        add ALBUM_ID    добавить в конец все треки альбома
        add ALBUM_ID T  добавить в конец трек T альбома (D-T — трек диска D)
        repeat          повтор: выкл., всё, один трек
        shuffle         перемешивание: вкл. или выкл.
        player          проигрыватель
        back            туда, откуда открыта очередь
        quit            выйти из приложения
        help            этот список
      """
    case .history:
      """
        N               повторить поиск N
        delete N        удалить запись N
        clear           удалить все записи (с подтверждением)
        back            к поиску
        player, queue   что играет: проигрыватель, очередь (stop — остановить)
        quit            выйти из приложения
        help            этот список
      """
    case .library:
      """
        N               открыть альбом N (и без сети)
        ТЕКСТ           показать альбомы, в названии или исполнителе которых есть ТЕКСТ
        (пустая строка) показать все альбомы
        play N          слушать альбом N с первого трека
        remove N        убрать альбом N
        back            к поиску
        player, queue   что играет: проигрыватель, очередь (stop — остановить)
        quit            выйти из приложения
        help            этот список
      """
    case .profile:
      """
        back            к поиску
        signout         выйти из учётной записи
        player, queue   что играет: проигрыватель, очередь (stop — остановить)
        quit            выйти из приложения
        help            этот список
      """
    case .filters:
      """
        media ТИП       music (песни), movie или ebook
        explicit yes|no находить ли откровенное содержание
        country CC      страна магазина, две буквы (US, RU)
        limit N         наибольшее число результатов, от 1 до 200
        back            туда, откуда вы пришли
        player, queue   что играет: проигрыватель, очередь (stop — остановить)
        quit            выйти из приложения
        help            этот список
      """
    case .mediaItem:
      """
        N               открыть альбом исполнителя N
        back            к результатам
        player, queue   что играет: проигрыватель, очередь (stop — остановить)
        quit            выйти из приложения
        help            этот список
      """
    case .russianWords: "по-русски"
    }
  }

  /// The help screen for `self` in `language`: the title, then one line per command, and in
  /// Russian the Russian words for them; laid out in `layout`, a description's continuation
  /// lines under the description.
  public func screen(language: Language, style: TextStyle, layout: TextLayout = .unbounded)
    -> String
  {
    let localizer = Localizer(language: language)
    var lines =
      [style.title(localizer(HelpPhrase.title))]
      + localizer(self).split(separator: "\n")
      .map(String.init)
    let words = AppCommand.russianWords.filter { commands.contains($0.english) }.map(\.word)
    if language == .ru, !words.isEmpty {
      let label = localizer(HelpPhrase.russianWords).padding(
        toLength: 16, withPad: " ", startingAt: 0)
      lines.append("  " + label + words.joined(separator: ", "))
    }
    return lines.flatMap { Self.laidOut($0, layout: layout) }.joined(separator: "\n")
  }

  /// A line `"  command     what it does"` wrapped with the continuation under "what it does"
  /// (under the command when that column is past half the width); any other line as it wraps.
  private static func laidOut(_ line: String, layout: TextLayout) -> [String] {
    guard line.hasPrefix("  "), let gap = line.dropFirst(2).range(of: "  "),
      let start = line[gap.upperBound...].firstIndex(where: { $0 != " " })
    else { return layout.wrap(line) }
    return layout.labelled(String(line[..<start]), String(line[start...]))
  }

  /// The English command words `self` lists, the ones `AppCommand` has Russian words for.
  private var commands: Set<String> {
    switch self {
    case .title, .russianWords: []
    case .search:
      [
        "tracks", "media", "back", "library", "history", "filters", "profile", "signout", "player",
        "queue", "stop", "quit", "help",
      ]
    case .trackSearch, .mediaItem, .filters: ["back", "player", "queue", "stop", "quit", "help"]
    case .mediaSearch: ["filters", "back", "player", "queue", "stop", "quit", "help"]
    case .album:
      [
        "play", "save", "remove", "back", "history", "profile", "signout", "player", "queue",
        "stop", "quit", "help",
      ]
    case .player:
      ["play", "pause", "next", "prev", "stop", "repeat", "shuffle", "queue", "back", "quit"]
    case .queue:
      [
        "remove", "up", "down", "move", "clear", "add", "repeat", "shuffle", "player", "back",
        "quit", "help",
      ]
    case .history: ["delete", "clear", "back", "player", "queue", "stop", "quit", "help"]
    case .library: ["play", "remove", "back", "player", "queue", "stop", "quit", "help"]
    case .profile: ["back", "signout", "player", "queue", "stop", "quit", "help"]
    }
  }
}
