import Localization

/// Strings of the command line itself: help, usage errors, password prompts.
public enum CLIPhrase: String, Phrase {
  case help
  case helpSignup
  case helpSignin
  case helpSignout
  case helpProfile
  case helpSearch
  case helpAlbum
  case helpDoctor
  case helpTracks
  case helpHistory
  case helpSuggest
  case helpPlay
  case helpCompletions
  case helpMan
  case helpFilters
  case helpItem
  case helpUI
  case fullScreenNeedsTerminal
  case unknownOption
  case missingValue
  case unknownCommand
  case unexpectedArgument
  case optionNotForCommand
  case invalidValue
  case emptyDataDirectory
  case missingArgument
  case seeHelp
  case passwordPrompt
  case passwordAgainPrompt
  case noPasswordGiven
  case helpSave
  case helpRemove
  case helpLibrary
  case libraryExported
  /// After the player's "that number is on disc {disc}" for `musiclib play`.
  case addDisc
  /// How to give the disc of a track number that no disc of the album has.
  case chooseDisc
  /// A `TRACK_NUMBER` of `musiclib play` that is neither `N` nor `D-N`.
  case invalidTrackNumber
  case cannotReadFile
  case cannotWriteFile
  case helpCache
  case cacheSummary
  case cacheEmpty
  case cacheCleared
  case answerCacheUnavailable
  case conflictingOptions
  case repeatedOption
  case exportIntoDataDirectory
  case exportOverKeptDatabase
  case exportNotRegularFile
  case exportReadOnlyFile
  case libraryExportedToStandardOutput
  /// An export of a library file refused as damaged, after what it could read was written.
  case damagedLibraryExported
  case skipInvalidHint
  case megabytes
  case kilobytes

  public var english: String {
    switch self {
    case .help:
      """
      musiclib — a music library: sign up, sign in, search the iTunes catalog.

      Usage:
        musiclib [options]                 the interactive app (sign in, sign up, search, albums)
        musiclib ui [--limit N]            the full-screen app (MUSICLIB_UI=full makes it the default)
        musiclib signup --first-name F --last-name L --birth-date D --phone P --email E [--password-stdin]
        musiclib signin --email E [--password-stdin]
        musiclib signout
        musiclib profile
        musiclib search TERM… [--limit N] [--country CC] [--media MEDIA] [--explicit yes|no]
        musiclib album ID [--country CC]
        musiclib doctor                    what the terminal supports and why covers look as they do
        musiclib tracks TERM… [--limit N] [--country CC]
        musiclib history [--limit N] | --delete QUERY | --clear
        musiclib filters [--media music|movie|ebook] [--explicit yes|no] [--country CC] [--limit N]
        musiclib item ID                   the page of a song, movie or e-book
        musiclib suggest PREFIX
        musiclib play ALBUM_ID [TRACK_NUMBER] [--disc N] [--country CC]
        musiclib save ALBUM_ID             keep an album with its tracks in your library
        musiclib remove ALBUM_ID           take an album out of your library
        musiclib library [--export FILE | --import FILE]
        musiclib completions bash|zsh|fish a completion script for the shell
        musiclib man                       the manual page (roff): musiclib man | man -l -
        musiclib cache [--clear]           the stored catalog answers: entries, size, oldest
        musiclib COMMAND --help            help on one command (also musiclib help COMMAND)

      Global options (before or after the command):
        --data-dir DIR       where the database lives (MUSICLIB_DATA_DIR; default
                             $XDG_DATA_HOME/musiclib, else ~/.local/share/musiclib)
        --lang en|ru         interface language (MUSICLIB_LANG; else LC_ALL/LC_MESSAGES/LANG)
        --phone-region BY|RU country of phone numbers typed without a code (MUSICLIB_PHONE_REGION)
        --api-url URL        iTunes Search API address (MUSICLIB_API_URL; https://itunes.apple.com)
        --timeout SECONDS    network timeout in whole seconds (default 15)
        --art MODE           album covers: auto|kitty|iterm|sixel|blocks|ascii|none
                             (MUSICLIB_ART; default auto: the best the terminal supports)
        --theme THEME        auto|dark|light colours (MUSICLIB_THEME; auto asks the terminal
                             for its background, else COLORFGBG, else dark)
        --json               print the result as JSON
        --no-color           no colours (also NO_COLOR)
        --no-wait            over the catalog's request budget (MUSICLIB_RATE, default 20/60:
                             20 requests in any 60 seconds), exit 75 at once instead of waiting
        --help, -h           this help
        --version            the version and the commit it was built from
        --max-age SECONDS    answer from the store without a request when its answer is younger
                             (MUSICLIB_MAX_AGE; default 3600; 0 always asks the catalog)
        --offline            answer from the store only, never ask the catalog (nothing: 69)
        --refresh            ask the catalog even when a fresh answer is stored
        --no-mpris           do not show the desktop what plays (MPRIS: media keys, playerctl;
                             also MUSICLIB_MPRIS=0)

      Passwords are never taken from the command line: a no-echo prompt on a terminal, else the
      first line of standard input (or with --password-stdin).

      Piped input to the interactive app always starts at the sign-in screen: an e-mail and
      password sign in (again), an empty line goes on as the user still signed in.

      Exit codes:
        0 success, 1 anything else, 2 usage error, 65 invalid input, 66 not found,
        69 service unavailable, 74 storage or output error, 75 try again later,
        77 not signed in or wrong credentials, 129 hung up, 130 interrupted,
        141 output closed, 143 terminated
      """
    case .helpSignup:
      """
      musiclib signup --first-name F --last-name L --birth-date D --phone P --email E [--password-stdin]

      Creates an account. Names: Latin letters; date of birth: YYYY-MM-DD or DD.MM.YYYY (18 or
      older, born in 1900 or later); phone: digits in any format, formatted to +375 (xx) xxx-xx-xx or +7 (xxx) xxx-xx-xx;
      password: 6+ characters with a digit, a lowercase and an uppercase letter.
      Every error is listed by field; with --json: {"errors": {"<field>": "<message>"}} (exit 65).
      """
    case .helpSignin:
      """
      musiclib signin --email E [--password-stdin]

      Signs in and prints the profile. The session is kept until musiclib signout.
      Wrong e-mail or password: exit 77.
      """
    case .helpSignout:
      """
      musiclib signout

      Ends the session on this machine.
      """
    case .helpProfile:
      """
      musiclib profile

      Prints the signed-in user's data from the database (JSON: firstName, lastName, birthDate,
      age, phone, email). Not signed in: exit 77.
      """
    case .helpSearch:
      """
      musiclib search TERM… [--limit N] [--country CC] [--json]
      musiclib search TERM… --media music|movie|ebook [--explicit yes|no] [--limit N]
                            [--country CC] [--json]

      Searches the iTunes catalog for albums (signed-in users only). Results are sorted by title
      in the interface language's alphabet. --limit 1–200 (default 50), --country a two-letter
      code (default US). JSON: {"query", "albums": [{"id", "title", "artist", "trackCount",
      "year", "artworkURL"}]}. Nothing found: exit 0 with an empty list.
      With --media it searches songs (music), movies or e-books instead, in the catalog's order,
      with your filters (musiclib filters) filling what is not given. JSON: {"query", "media",
      "items": [{"id", "kind", "title", "artist", "explicit", "genre", "releaseDate",
      "durationSeconds", "rating", "ratingCount", "artworkURL"}]}, null for what is unknown.
      """
    case .helpAlbum:
      """
      musiclib album ID [--country CC] [--json]

      Shows an album with its tracks (signed-in users only). JSON: {"id", "title", "artist",
      "year", "genre", "artworkURL", "trackCount", "tracks": [{"disc", "number", "choice",
      "title", "durationSeconds", "previewURL"}]}, "choice" being the track as listed and typed
      (5, or 2-1 on an album of several discs). Unknown album: exit 66.
      On a terminal the cover is drawn beside the details (see --art); a cover that cannot be
      fetched or drawn shows as its URL.
      """
    case .helpDoctor:
      """
      musiclib doctor [--json]

      Prints what was detected: the terminal (TERM, COLORTERM, TERM_PROGRAM, tmux or screen,
      whether output is a terminal), colours, the artwork mode and the rule that chose it, the
      libraries found with their versions, and the artwork cache. JSON: {"terminal", "colors",
      "artwork", "libraries", "cache"}.
      """
    case .helpTracks:
      """
      musiclib tracks TERM… [--limit N] [--country CC] [--json]

      Searches the iTunes catalog for tracks (signed-in users only), in the catalog's order:
      number, track, artist, album, duration. --limit 1–200 (default 50), --country a two-letter
      code (default US). JSON: {"query", "tracks": [{"id", "title", "artist", "album", "albumID",
      "durationSeconds", "previewURL"}]}. Nothing found: exit 0 with an empty list.
      """
    case .helpPlay:
      """
      musiclib play ALBUM_ID [TRACK_NUMBER] [--disc N] [--country CC] [--json]

      Plays the album's 30-second previews with mpv (signed-in users only), from the track or
      from the first, one after another, and prints each state change (loading, playing, paused,
      ended, failed, idle); with --json one object per line: {"state", "positionSeconds",
      "durationSeconds", "track", "artist", "queuePosition", "queueLength"}.
      TRACK_NUMBER is as the album lists it: 5, or 2-1 for track 1 of disc 2 (as 1 --disc 2).
      On a terminal: space pause/resume, n next, p previous, s stop, r repeat (off, all, one),
      z shuffle, b back, q quit.
      Piped input: one command per line (play, pause, toggle, next, prev, stop, repeat, shuffle,
      back, quit); at the end of input the album plays to its end. Without mpv: the preview URL
      and how to install mpv, exit 0. A track with no preview: exit 66; a preview that cannot be
      loaded: exit 69. Extra mpv arguments: MUSICLIB_MPV_ARGS (e.g. --ao=null).
      """
    case .helpItem:
      """
      musiclib item ID [--json]

      The page of the song, movie or e-book with this catalog id (ids come from musiclib search
      --media; signed-in users only), looked up in the store country of your filters: a song's
      artist with a link, genre, page, release date, duration and up to 5 other albums of the
      artist; a movie's studio, description, page, release date, genre, content rating and
      duration; an e-book's author, description, page, genres, rating, release date and file
      size. Descriptions are shown as plain text; links as URLs, clickable on terminals that
      support them. Nothing with this id (or no title): exit 66.
      JSON: {"id", "kind", "title", "artist", "artistURL", "storeURL", "genres",
      "releaseDate", "durationSeconds", "explicit", "contentRating", "description", "rating",
      "ratingCount", "fileSizeBytes", "artworkURL", "otherAlbums": [{"id", "title", "year"}]}.
      """
    case .helpUI:
      """
      musiclib ui [--limit N] [--country CC] [--theme auto|dark|light]

      The full-screen app on the alternate screen: a side list (Search, Library, History,
      Queue, Profile), a list with a cursor, the album's page beside it from 80 columns (one
      pane at a time below), a now-playing bar and a status line. / searches, Enter opens or
      plays, Esc goes back or cancels what is loading, Tab moves between panes, Space plays or
      pauses, n and p move in the queue, a adds to the queue, s saves an album, : takes the line
      app's commands, ? lists every key, q quits; letters work on the Russian layout too. Music
      keeps playing while you browse. With MUSICLIB_UI=full, musiclib without a command opens
      it on a terminal. --limit and --country are the album and track searches' (1–200, default
      50). Needs a terminal of at least 40×12; pipes and TERM=dumb get the line app.
      """
    case .fullScreenNeedsTerminal:
      "musiclib ui needs a terminal (input and output); use musiclib without ui in pipes"
    case .helpFilters:
      """
      musiclib filters [--json]
      musiclib filters [--media music|movie|ebook] [--explicit yes|no] [--country CC] [--limit N]

      The signed-in user's media search filters, kept in the database until changed: the media
      type (music: songs, movie, ebook; default music), explicit content (yes, the default, or
      no), the store country (two letters, default US) and the most results (1-200, default 30).
      Without options it shows them; with options it sets the ones given and keeps the others.
      A bad value is a usage error (exit 2) and saves nothing. The interactive app has the same
      screen: type filters on the search screen.
      JSON: {"media", "explicit", "country", "limit"}.
      """
    case .helpHistory:
      """
      musiclib history [--limit N] [--json]
      musiclib history --delete QUERY
      musiclib history --clear

      The signed-in user's search history, newest first, with when each search ran (at most 100
      entries are kept; another user never sees them; sign-out keeps them). --delete removes one
      query (ignoring case, of every kind), --clear removes all. Each entry says what it searched
      for: album, track, music (songs), movie or ebook.
      JSON: {"entries": [{"query", "searchedAt", "kind"}]} with ISO 8601 times.
      """
    case .helpSuggest:
      """
      musiclib suggest PREFIX [--media KIND] [--json]

      Up to 5 past queries for what is typed: those that start with PREFIX, then those with a
      word that starts with it, ignoring case and treating ё as е; no PREFIX gives the latest
      searches. They come from every kind of search, or from one with --media album, track,
      music, movie or ebook.
      JSON: {"prefix", "suggestions": ["…"], "entries": [{"query", "kind"}]}.
      """
    case .helpCompletions:
      """
      musiclib completions bash|zsh|fish

      Prints a completion script for the shell: commands, their options and option values.
      bash: source <(musiclib completions bash); zsh: save it as _musiclib in a directory of
      $fpath; fish: save it as ~/.config/fish/completions/musiclib.fish. Tools/install puts
      them where each shell looks.
      """
    case .helpMan:
      """
      musiclib man

      Prints the manual page musiclib(1) as roff, in the interface language: musiclib man |
      man -l -. Tools/install puts it where man looks.
      """
    case .unknownOption: "Unknown option {option}"
    case .missingValue: "The option {option} needs a value"
    case .unknownCommand: "Unknown command {command}"
    case .unexpectedArgument: "{command} takes no argument number {position}"
    case .optionNotForCommand: "The option {option} does not apply to {command}"
    case .invalidValue: "Invalid value for {option}: {value}"
    case .emptyDataDirectory: "{option} is empty; give a directory or leave it out for the default"
    case .missingArgument: "Missing argument: {argument}"
    case .seeHelp: "See musiclib --help"
    case .passwordPrompt: "Password"
    case .passwordAgainPrompt: "Password again"
    case .noPasswordGiven: "No password given on standard input"
    case .helpSave:
      """
      musiclib save ALBUM_ID [--country CC] [--json]

      Keeps the album with its tracks in the signed-in user's library, so it opens offline too
      (musiclib album ALBUM_ID answers with the saved copy when the catalog cannot be reached).
      Saving it again refreshes the copy and keeps the saved date. JSON: {"status", "id"}, the
      status saved or alreadySaved. Unknown album: exit 66.
      """
    case .helpRemove:
      """
      musiclib remove ALBUM_ID [--json]

      Takes the album out of the signed-in user's library (no network needed). JSON:
      {"status", "id"}, the status removed or notSaved; an album that was not saved is exit 0.
      """
    case .helpLibrary:
      """
      musiclib library [TEXT] [--limit N] [--offset N] [--json]
      musiclib library --export FILE
      musiclib library --import FILE [--skip-invalid]

      The signed-in user's saved albums, sorted like search results, with each one's id and
      when it was saved (another user never sees them; sign-out keeps them); with TEXT, those
      whose title or artist contains it (case and accents ignored); --offset N passes over the
      first N, --limit N lists N at most. JSON:
      {"albums": [{"id", "title", "artist", "year", "trackCount", "savedAt"}]}
      with ISO 8601 times. --export writes the
      whole library with its tracks to FILE (JSON, format "musiclib-library"), - for standard
      output; the database, anything in the data directory, a directory, device or FIFO: exit 2;
      a read-only FILE is left as it is: exit 74. --import merges
      such a file into the library, keeping every album already saved, and lists what it added
      (JSON: {"added": [...], "alreadySaved", "repeatedInFile", "skipped"}). A malformed file, or
      one with an album out of bounds, is refused as a whole (exit 65), naming the album and
      field; --skip-invalid imports the others and names each album left out. A file that
      cannot be read: exit 66.
      """
    case .libraryExported: "{message} to {path}"
    case .damagedLibraryExported:
      "The library file {path} is damaged: the export holds what could still be read, and "
        + "albums on its damaged pages may be missing without being named. The file was left as "
        + "it was"
    case .addDisc: ": musiclib play {album} {number} --disc {disc} plays it"
    case .chooseDisc:
      "; give the disc too: musiclib play {album} {disc}-1 or musiclib play {album} 1 --disc {disc}"
        + " plays track 1 of disc {disc}"
    case .invalidTrackNumber:
      "Invalid value for TRACK_NUMBER: {value}; give the number the album lists: N, or D-N for "
        + "track N of disc D (5, 2-1)"
    case .cannotReadFile: "Cannot read {path}: no such file, or no permission to read it"
    case .cannotWriteFile:
      "Cannot write {path}: its directory is missing or not writable, or the disk is full"
    case .helpCache:
      """
      musiclib cache [--json]
      musiclib cache --clear

      The store of catalog answers (searches and albums seen): how many are kept, their estimated
      size and when the oldest was fetched. At most 50 MB are kept, the least recently used
      dropped first. --clear drops them all; accounts, search history and saved albums stay.
      JSON: {"entries", "bytes", "oldestFetchedAt"} (ISO 8601, null when empty).
      """
    case .cacheSummary:
      "{entries} stored, about {size}; the oldest fetched {oldest}"
    case .cacheEmpty: "No catalog answers are stored"
    case .cacheCleared: "Dropped {entries} stored catalog answers"
    case .answerCacheUnavailable:
      "stored answers are not used in this run ({reason}); musiclib cache --clear starts them over"
    case .conflictingOptions: "The options {first} and {second} cannot be used together"
    case .repeatedOption: "The option {option} can be given only once"
    case .exportIntoDataDirectory:
      "Will not export to {path}: it is musiclib's database or a file in its data directory "
        + "{directory}, which the export would destroy; choose a file elsewhere"
    case .exportOverKeptDatabase:
      "Will not export to {path}: it is a database musiclib keeps (the request budget or an "
        + "answer cache) or one of its -wal, -shm and -journal files, which the export would "
        + "destroy; choose a file elsewhere"
    case .exportNotRegularFile:
      "Will not export to {path}: it is not a regular file (a directory, a device or a pipe); "
        + "use - for standard output"
    case .exportReadOnlyFile:
      "Will not export to {path}: the file is read-only and is left as it is"
    case .libraryExportedToStandardOutput: "{message} to standard output"
    case .skipInvalidHint: "; add --skip-invalid to import the other albums"
    case .megabytes: "{amount} MB"
    case .kilobytes: "{amount} KB"
    }
  }

  public var russian: String {
    switch self {
    case .help:
      """
      musiclib — музыкальная библиотека: регистрация, вход, поиск в каталоге iTunes.

      Использование:
        musiclib [параметры]               интерактивное приложение (вход, регистрация, поиск)
        musiclib ui [--limit N]            полноэкранное приложение (MUSICLIB_UI=full — по умолчанию)
        musiclib signup --first-name F --last-name L --birth-date D --phone P --email E [--password-stdin]
        musiclib signin --email E [--password-stdin]
        musiclib signout
        musiclib profile
        musiclib search ТЕКСТ… [--limit N] [--country CC] [--media MEDIA] [--explicit yes|no]
        musiclib album ID [--country CC]
        musiclib doctor                    что умеет терминал и почему обложки выглядят так
        musiclib tracks ТЕКСТ… [--limit N] [--country CC]
        musiclib history [--limit N] | --delete ЗАПРОС | --clear
        musiclib filters [--media music|movie|ebook] [--explicit yes|no] [--country CC] [--limit N]
        musiclib item ID                   страница песни, фильма или книги
        musiclib suggest НАЧАЛО
        musiclib play ALBUM_ID [TRACK_NUMBER] [--disc N] [--country CC]
        musiclib save ALBUM_ID             сохранить альбом с треками в библиотеке
        musiclib remove ALBUM_ID           убрать альбом из библиотеки
        musiclib library [--export ФАЙЛ | --import ФАЙЛ]
        musiclib completions bash|zsh|fish скрипт дополнения для оболочки
        musiclib man                       страница руководства (roff): musiclib man | man -l -
        musiclib cache [--clear]           сохранённые ответы каталога: число, размер, самый старый
        musiclib КОМАНДА --help            справка по команде (или musiclib help КОМАНДА)

      Общие параметры (до или после команды):
        --data-dir DIR       каталог базы данных (MUSICLIB_DATA_DIR; по умолчанию
                             $XDG_DATA_HOME/musiclib, иначе ~/.local/share/musiclib)
        --lang en|ru         язык интерфейса (MUSICLIB_LANG; иначе LC_ALL/LC_MESSAGES/LANG)
        --phone-region BY|RU страна номеров без кода (MUSICLIB_PHONE_REGION)
        --api-url URL        адрес iTunes Search API (MUSICLIB_API_URL; https://itunes.apple.com)
        --timeout SECONDS    тайм-аут сети в целых секундах (по умолчанию 15)
        --art MODE           обложки альбомов: auto|kitty|iterm|sixel|blocks|ascii|none
                             (MUSICLIB_ART; по умолчанию auto: лучшее, что умеет терминал)
        --theme THEME        цвета auto|dark|light (MUSICLIB_THEME; auto спрашивает у терминала
                             цвет фона, иначе COLORFGBG, иначе тёмная)
        --json               вывести результат в JSON
        --no-color           без цвета (также NO_COLOR)
        --no-wait            сверх лимита запросов к каталогу (MUSICLIB_RATE, по умолчанию 20/60:
                             20 запросов за любые 60 секунд) сразу выйти с кодом 75, а не ждать
        --help, -h           эта справка
        --version            версия и коммит, из которого она собрана
        --max-age SECONDS    отвечать без запроса, если сохранённый ответ моложе
                             (MUSICLIB_MAX_AGE; по умолчанию 3600; 0 — всегда спрашивать каталог)
        --offline            отвечать только из хранилища, не обращаясь к каталогу (нет ответа: 69)
        --refresh            спрашивать каталог, даже если есть свежий сохранённый ответ
        --no-mpris           не показывать рабочему столу, что играет (MPRIS: медиаклавиши,
                             playerctl; также MUSICLIB_MPRIS=0)

      Пароль никогда не берётся из командной строки: он запрашивается без эха в терминале,
      иначе читается первая строка стандартного ввода (или с --password-stdin).

      Интерактивное приложение на вводе из канала всегда начинает с экрана входа: e-mail и
      пароль выполняют вход (снова), пустая строка продолжает от имени того, кто уже вошёл.

      Коды выхода:
        0 успех, 1 прочие ошибки, 2 ошибка в командной строке, 65 неверные данные,
        66 не найдено, 69 сервис недоступен, 74 ошибка хранилища или вывода,
        75 повторите позже, 77 вход не выполнен или неверные учётные данные,
        129 терминал закрыт, 130 прервано, 141 вывод закрыт, 143 завершено сигналом
      """
    case .helpSignup:
      """
      musiclib signup --first-name F --last-name L --birth-date D --phone P --email E [--password-stdin]

      Создаёт аккаунт. Имя и фамилия: латинские буквы; дата рождения: ГГГГ-ММ-ДД или ДД.ММ.ГГГГ
      (от 18 лет, год не раньше 1900); телефон: цифры в любом виде, приводятся к +375 (xx) xxx-xx-xx или
      +7 (xxx) xxx-xx-xx; пароль: от 6 символов, с цифрой, строчной и заглавной буквой.
      Ошибки выводятся по полям; с --json: {"errors": {"<field>": "<message>"}} (код 65).
      """
    case .helpSignin:
      """
      musiclib signin --email E [--password-stdin]

      Выполняет вход и показывает профиль. Сеанс хранится до musiclib signout.
      Неверный e-mail или пароль: код 77.
      """
    case .helpSignout:
      """
      musiclib signout

      Завершает сеанс на этом компьютере.
      """
    case .helpProfile:
      """
      musiclib profile

      Показывает данные вошедшего пользователя из базы (JSON: firstName, lastName, birthDate,
      age, phone, email). Вход не выполнен: код 77.
      """
    case .helpSearch:
      """
      musiclib search ТЕКСТ… [--limit N] [--country CC] [--json]
      musiclib search ТЕКСТ… --media music|movie|ebook [--explicit yes|no] [--limit N]
                             [--country CC] [--json]

      Ищет альбомы в каталоге iTunes (только после входа). Результаты отсортированы по названию
      по алфавиту языка интерфейса. --limit 1–200 (по умолчанию 50), --country двухбуквенный код
      (по умолчанию US). JSON: {"query", "albums": [{"id", "title", "artist", "trackCount",
      "year", "artworkURL"}]}. Ничего не найдено: код 0 и пустой список.
      С --media ищет песни (music), фильмы или электронные книги, в порядке каталога; чего нет
      в параметрах, берётся из ваших фильтров (musiclib filters). JSON: {"query", "media",
      "items": [{"id", "kind", "title", "artist", "explicit", "genre", "releaseDate",
      "durationSeconds", "rating", "ratingCount", "artworkURL"}]}, null — если неизвестно.
      """
    case .helpAlbum:
      """
      musiclib album ID [--country CC] [--json]

      Показывает альбом и его треки (только после входа). JSON: {"id", "title", "artist",
      "year", "genre", "artworkURL", "trackCount", "tracks": [{"disc", "number", "choice",
      "title", "durationSeconds", "previewURL"}]}, где "choice" — номер трека, как в списке
      (5 или 2-1 в альбоме из нескольких дисков). Альбом не найден: код 66.
      В терминале рядом с описанием рисуется обложка (см. --art); если её не удалось загрузить
      или нарисовать, выводится её адрес.
      """
    case .helpDoctor:
      """
      musiclib doctor [--json]

      Показывает, что обнаружено: терминал (TERM, COLORTERM, TERM_PROGRAM, tmux или screen,
      выводится ли в терминал), цвета, режим обложек и правило, которое его выбрало, найденные
      библиотеки с версиями и кэш обложек. JSON: {"terminal", "colors",
      "artwork", "libraries", "cache"}.
      """
    case .helpTracks:
      """
      musiclib tracks ТЕКСТ… [--limit N] [--country CC] [--json]

      Ищет треки в каталоге iTunes (только после входа), в порядке каталога: номер, трек,
      исполнитель, альбом, длительность. --limit 1–200 (по умолчанию 50), --country
      двухбуквенный код (по умолчанию US).
      JSON: {"query", "tracks": [{"id", "title", "artist", "album", "albumID",
      "durationSeconds", "previewURL"}]}. Ничего не найдено: код 0 и пустой список.
      """
    case .helpPlay:
      """
      musiclib play ALBUM_ID [TRACK_NUMBER] [--disc N] [--country CC] [--json]

      Проигрывает 30-секундные фрагменты альбома через mpv (только после входа), с трека или
      с первого, один за другим, и выводит каждую смену состояния (loading, playing, paused,
      ended, failed, idle); с --json — по объекту на строку: {"state", "positionSeconds",
      "durationSeconds", "track", "artist", "queuePosition", "queueLength"}.
      TRACK_NUMBER — как в списке альбома: 5 или 2-1 для трека 1 диска 2 (как 1 --disc 2).
      В терминале: пробел — пауза/продолжить, n — следующий, p — предыдущий, s — стоп,
      r — повтор (нет, всё, трек), z — случайный порядок, b — назад, q — выход. Ввод из канала:
      по команде на строку (play, pause, toggle, next, prev, stop, repeat, shuffle, back, quit);
      после конца ввода альбом доигрывается до конца. Без mpv:
      адрес фрагмента и как установить mpv, код 0. У трека нет фрагмента: код 66; фрагмент
      не загрузился: код 69. Дополнительные аргументы mpv: MUSICLIB_MPV_ARGS (например,
      --ao=null).
      """
    case .helpItem:
      """
      musiclib item ID [--json]

      Страница песни, фильма или электронной книги с этим номером в каталоге (номера выдаёт
      musiclib search --media; только после входа), в стране магазина из ваших фильтров: у
      песни — исполнитель со ссылкой, жанр, страница, дата выпуска, длительность и до 5 других
      альбомов исполнителя; у фильма — студия, описание, страница, дата выпуска, жанр, возрастной
      рейтинг и длительность; у книги — автор, описание, страница, жанры, оценка, дата выпуска и
      размер файла. Описания показываются простым текстом, ссылки — адресами (в терминалах, где
      это поддерживается, по ним можно щёлкнуть). Ничего нет с таким номером (или без
      названия): код 66.
      JSON: {"id", "kind", "title", "artist", "artistURL", "storeURL", "genres",
      "releaseDate", "durationSeconds", "explicit", "contentRating", "description", "rating",
      "ratingCount", "fileSizeBytes", "artworkURL", "otherAlbums": [{"id", "title", "year"}]}.
      """
    case .helpUI:
      """
      musiclib ui [--limit N] [--country CC] [--theme auto|dark|light]

      Полноэкранное приложение на альтернативном экране: боковой список (Поиск, Библиотека,
      История, Очередь, Профиль), список с курсором, страница альбома рядом с ним от 80
      столбцов (уже — по одной панели), строка «сейчас играет» и строка состояния. / — поиск,
      Enter открывает или играет, Esc — назад или отмена загрузки, Tab — между панелями,
      Пробел — играть или пауза, n и p — по очереди, a — в очередь, s — сохранить альбом,
      : — команды строчного приложения, ? — все клавиши, q — выход; буквы работают и в русской
      раскладке. Музыка играет, пока вы смотрите другое. С MUSICLIB_UI=full musiclib без
      команды открывает его в терминале. Нужен терминал не меньше 40×12; в конвейерах и при
      TERM=dumb работает строчное приложение. --limit и --country — для поиска альбомов и
      треков (1–200, по умолчанию 50).
      """
    case .fullScreenNeedsTerminal:
      "musiclib ui нужен терминал (ввод и вывод); в конвейерах используйте musiclib без ui"
    case .helpFilters:
      """
      musiclib filters [--json]
      musiclib filters [--media music|movie|ebook] [--explicit yes|no] [--country CC] [--limit N]

      Фильтры поиска медиа вошедшего пользователя; хранятся в базе, пока их не изменят: тип медиа
      (music — песни, movie — фильмы, ebook — электронные книги; по умолчанию music), откровенное
      содержание (yes — по умолчанию, или no), страна магазина (две буквы, по умолчанию US) и
      наибольшее число результатов (1-200, по умолчанию 30). Без параметров команда их
      показывает; с параметрами задаёт указанные, остальные не меняются. Неверное значение —
      ошибка использования (код 2), ничего не сохраняется. В интерактивном приложении тот же
      экран: введите filters на экране поиска.
      JSON: {"media", "explicit", "country", "limit"}.
      """
    case .helpHistory:
      """
      musiclib history [--limit N] [--json]
      musiclib history --delete ЗАПРОС
      musiclib history --clear

      История поиска вошедшего пользователя, новые сверху, со временем каждого поиска (хранится
      до 100 записей; другие пользователи её не видят; выход из аккаунта её сохраняет). --delete
      удаляет один запрос (без учёта регистра, любого вида), --clear — все. Каждая запись
      говорит, что искалось: album (альбомы), track (треки), music (песни), movie (фильмы) или
      ebook (книги). JSON: {"entries": [{"query", "searchedAt", "kind"}]}, время в ISO 8601.
      """
    case .helpSuggest:
      """
      musiclib suggest НАЧАЛО [--media ВИД] [--json]

      До 5 прошлых запросов для набранного текста: сначала начинающиеся с него, затем те, где с
      него начинается слово; регистр не важен, ё считается е; без НАЧАЛА — последние запросы.
      Подсказки берутся из всех видов поиска или из одного: --media album, track, music, movie
      или ebook.
      JSON: {"prefix", "suggestions": ["…"], "entries": [{"query", "kind"}]}.
      """
    case .helpCompletions:
      """
      musiclib completions bash|zsh|fish

      Выводит скрипт дополнения для оболочки: команды, их параметры и значения параметров.
      bash: source <(musiclib completions bash); zsh: сохраните как _musiclib в каталог из
      $fpath; fish: сохраните как ~/.config/fish/completions/musiclib.fish. Tools/install
      кладёт их туда, где их ищет каждая оболочка.
      """
    case .helpMan:
      """
      musiclib man

      Выводит страницу руководства musiclib(1) в формате roff на языке интерфейса:
      musiclib man | man -l -. Tools/install кладёт её туда, где её ищет man.
      """
    case .unknownOption: "Неизвестный параметр {option}"
    case .missingValue: "Параметру {option} нужно значение"
    case .unknownCommand: "Неизвестная команда {command}"
    case .unexpectedArgument: "Команде {command} не нужен аргумент номер {position}"
    case .optionNotForCommand: "Параметр {option} не относится к команде {command}"
    case .invalidValue: "Недопустимое значение {option}: {value}"
    case .emptyDataDirectory:
      "{option} пуст; укажите каталог или уберите параметр, чтобы взять каталог по умолчанию"
    case .missingArgument: "Не хватает аргумента: {argument}"
    case .seeHelp: "См. musiclib --help"
    case .passwordPrompt: "Пароль"
    case .passwordAgainPrompt: "Пароль ещё раз"
    case .noPasswordGiven: "Пароль не получен со стандартного ввода"
    case .helpSave:
      """
      musiclib save ALBUM_ID [--country CC] [--json]

      Сохраняет альбом с треками в библиотеке вошедшего пользователя, чтобы он открывался и без
      сети (musiclib album ALBUM_ID показывает сохранённую копию, когда каталог недоступен).
      Повторное сохранение обновляет копию и не меняет дату. JSON: {"status", "id"}, статус
      saved или alreadySaved. Неизвестный альбом: код 66.
      """
    case .helpRemove:
      """
      musiclib remove ALBUM_ID [--json]

      Убирает альбом из библиотеки вошедшего пользователя (сеть не нужна). JSON:
      {"status", "id"}, статус removed или notSaved; несохранённый альбом — код 0.
      """
    case .helpLibrary:
      """
      musiclib library [ТЕКСТ] [--limit N] [--offset N] [--json]
      musiclib library --export ФАЙЛ
      musiclib library --import ФАЙЛ [--skip-invalid]

      Сохранённые альбомы вошедшего пользователя в порядке результатов поиска, с id и датой
      сохранения каждого (другие пользователи их не видят; выход из аккаунта их сохраняет);
      с ТЕКСТОМ — те, в названии или исполнителе которых он есть (без учёта регистра и
      диакритики); --offset N пропускает первые N, --limit N показывает не больше N. JSON:
      {"albums": [{"id", "title", "artist", "year", "trackCount", "savedAt"}]}, время в ISO 8601.
      --export записывает всю библиотеку с треками в ФАЙЛ (JSON, формат "musiclib-library"),
      - — стандартный вывод; база данных, всё в каталоге данных, каталог, устройство или канал:
      код 2; ФАЙЛ только для чтения остаётся как есть: код 74.
      --import добавляет альбомы такого файла, не трогая уже сохранённые, и перечисляет
      добавленные (JSON: {"added": [...], "alreadySaved", "repeatedInFile", "skipped"}).
      Испорченный файл или файл с альбомом вне допустимых границ отклоняется целиком (код 65)
      с названием альбома и поля; --skip-invalid импортирует остальные и называет каждый
      пропущенный альбом. Нечитаемый файл: код 66.
      """
    case .libraryExported: "{message} в {path}"
    case .damagedLibraryExported:
      "Файл библиотеки {path} повреждён: в экспорт вошло то, что ещё удалось прочитать, а "
        + "альбомы с его повреждённых страниц могут отсутствовать, не будучи названы. Файл "
        + "оставлен как был"
    case .addDisc: ": его играет musiclib play {album} {number} --disc {disc}"
    case .chooseDisc:
      "; укажите и диск: musiclib play {album} {disc}-1 или musiclib play {album} 1 --disc {disc}"
        + " играет трек 1 диска {disc}"
    case .invalidTrackNumber:
      "Недопустимое значение TRACK_NUMBER: {value}; укажите номер, как в списке альбома: N или "
        + "D-N для трека N диска D (5, 2-1)"
    case .cannotReadFile: "Не удаётся прочитать {path}: файла нет или нет права его читать"
    case .cannotWriteFile:
      "Не удаётся записать {path}: каталога нет, в него нельзя писать или диск заполнен"
    case .helpCache:
      """
      musiclib cache [--json]
      musiclib cache --clear

      Хранилище ответов каталога (увиденные поиски и альбомы): сколько ответов сохранено, их
      примерный размер и когда загружен самый старый. Хранится не больше 50 МБ, первыми
      удаляются давно не использованные. --clear удаляет все ответы; аккаунты, история поиска
      и сохранённые альбомы остаются. JSON: {"entries", "bytes", "oldestFetchedAt"} (ISO 8601,
      null, если пусто).
      """
    case .cacheSummary:
      "Сохранено ответов: {entries}, около {size}; самый старый загружен {oldest}"
    case .cacheEmpty: "Сохранённых ответов каталога нет"
    case .cacheCleared: "Удалено сохранённых ответов каталога: {entries}"
    case .answerCacheUnavailable:
      "сохранённые ответы в этом запуске не используются ({reason}); "
        + "musiclib cache --clear создаёт их заново"
    case .conflictingOptions: "Параметры {first} и {second} нельзя использовать вместе"
    case .repeatedOption: "Параметр {option} можно указать только один раз"
    case .exportIntoDataDirectory:
      "Экспорт в {path} не выполнен: это база данных musiclib или файл в её каталоге данных "
        + "{directory}, и экспорт уничтожил бы его; выберите файл в другом месте"
    case .exportOverKeptDatabase:
      "Экспорт в {path} не выполнен: это база данных, которую ведёт musiclib (бюджет запросов "
        + "или кэш ответов), или один из её файлов -wal, -shm и -journal, и экспорт уничтожил "
        + "бы её; выберите файл в другом месте"
    case .exportNotRegularFile:
      "Экспорт в {path} не выполнен: это не обычный файл (каталог, устройство или канал); "
        + "для стандартного вывода укажите -"
    case .exportReadOnlyFile:
      "Экспорт в {path} не выполнен: файл только для чтения, он оставлен как есть"
    case .libraryExportedToStandardOutput: "{message} в стандартный вывод"
    case .skipInvalidHint: "; добавьте --skip-invalid, чтобы импортировать остальные альбомы"
    case .megabytes: "{amount} МБ"
    case .kilobytes: "{amount} КБ"
    }
  }
}
