import Localization

/// Strings of the man page and the shell completions: one line per command, option,
/// environment variable, file and exit code, and the page's section headings.
public enum ManualPhrase: String, Phrase {
  case nameLine
  case description
  case sectionName
  case sectionSynopsis
  case sectionDescription
  case sectionCommands
  case sectionOptions
  case sectionGlobalOptions
  case sectionEnvironment
  case sectionFiles
  case sectionInteractive
  case interactiveIntro
  case fileKeys
  case sectionExitStatus
  case sectionExamples
  case sectionSeeAlso
  case commandInteractive
  case commandSignup
  case commandSignin
  case commandSignout
  case commandProfile
  case commandSearch
  case commandAlbum
  case commandDoctor
  case commandTracks
  case commandPlay
  case commandHistory
  case commandSuggest
  case commandCompletions
  case commandMan
  case commandFilters
  case commandItem
  case commandUI
  case commandHelp
  case optionDataDir
  case optionLang
  case optionPhoneRegion
  case optionAPIURL
  case optionTimeout
  case optionArt
  case optionTheme
  case optionJSON
  case optionNoColor
  case optionHelp
  case optionVersion
  case optionFirstName
  case optionLastName
  case optionBirthDate
  case optionPhone
  case optionEmail
  case optionPasswordStdin
  case optionLimit
  case optionCountry
  case optionDisc
  case optionDelete
  case optionClear
  case optionMedia
  case optionSearchKind
  case optionExplicit
  case optionFiltersCountry
  case optionFiltersLimit
  case environmentDataDir
  case environmentXDGDataHome
  case environmentLang
  case environmentLocale
  case environmentPhoneRegion
  case environmentAPIURL
  case environmentArt
  case environmentUI
  case environmentTheme
  case environmentNoColor
  case environmentBusyTimeout
  case environmentMPVArgs
  case environmentArtworkBaseURL
  case fileDataDirectory
  case fileDatabase
  case fileArtworkCache
  case fileAnswerCache
  case exitSuccess
  case exitFailure
  case exitUsage
  case exitInvalidInput
  case exitNotFound
  case exitUnavailable
  case exitStorage
  case exitTryLater
  case exitUnauthorized
  case exitHangUp
  case exitInterrupted
  case exitClosedPipe
  case exitTerminated
  case exampleSignup
  case exampleSearch
  case exampleAlbum
  case exampleHistory
  case exampleCompletions
  case optionNoWait
  case environmentRate
  case commandSave
  case commandRemove
  case commandLibrary
  case optionLibraryLimit
  case optionLibraryOffset
  case optionExport
  case optionImport
  case optionSkipInvalid
  case exampleLibrary
  case commandCache
  case optionCacheClear
  case optionMaxAge
  case optionOffline
  case optionRefresh
  case environmentMaxAge
  case environmentCacheDir
  case environmentRuntimeDir
  case environmentXDGCacheHome
  case optionNoMPRIS
  case environmentMPRIS

  public var english: String {
    switch self {
    case .nameLine: "a music library for the terminal over the iTunes catalog"
    case .description:
      """
      musiclib keeps accounts on this machine, searches the iTunes catalog for albums and \
      tracks in English or Russian, shows an album with its tracks and cover, plays 30-second \
      previews with mpv and keeps each person's search history. Without a command it runs the \
      interactive app; with one it does that one thing and can print JSON (--json) for scripts. \
      Passwords are never taken from the command line: a no-echo prompt on a terminal, else \
      the first line of standard input.
      """
    case .sectionName: "NAME"
    case .sectionSynopsis: "SYNOPSIS"
    case .sectionDescription: "DESCRIPTION"
    case .sectionCommands: "COMMANDS"
    case .sectionOptions: "OPTIONS"
    case .sectionGlobalOptions: "Global options, accepted before or after the command:"
    case .sectionEnvironment: "ENVIRONMENT"
    case .sectionFiles: "FILES"
    case .sectionInteractive: "INTERACTIVE COMMANDS"
    case .interactiveIntro:
      "The words the interactive app's prompts and the full-screen app's : line take, the same in"
        + " both and on every screen where they make sense, in English or Russian:"
    case .fileKeys:
      "key = command lines over the full-screen app's keys ($XDG_CONFIG_HOME/musiclib/keys when"
        + " that is set); a wrong line is named when the app starts and the key keeps its default"
    case .sectionExitStatus: "EXIT STATUS"
    case .sectionExamples: "EXAMPLES"
    case .sectionSeeAlso: "SEE ALSO"
    case .commandInteractive: "the interactive app: sign in, sign up, search, albums, player"
    case .commandSignup: "create an account"
    case .commandSignin: "sign in and print the profile"
    case .commandSignout: "end the session on this machine"
    case .commandProfile: "print the signed-in person's data"
    case .commandSearch: "search the catalog for albums"
    case .commandAlbum: "show an album with its tracks and cover"
    case .commandDoctor: "what the terminal supports and why covers look as they do"
    case .commandTracks: "search the catalog for tracks"
    case .commandPlay: "play a track's 30-second preview with mpv"
    case .commandHistory: "the search history: list, delete one query, clear"
    case .commandSuggest: "up to 5 past queries for what is typed"
    case .commandCompletions: "print a completion script for bash, zsh or fish"
    case .commandMan: "print this manual page (roff)"
    case .commandFilters: "show or set the media search filters, kept per user"
    case .commandItem: "the page of a song, movie or e-book found by search --media"
    case .commandUI: "the full-screen app: panes, a now-playing bar, keys (MUSICLIB_UI=full)"
    case .commandHelp: "the help of a command, as COMMAND --help; alone, the general help"
    case .optionDataDir: "where the database lives"
    case .optionLang: "interface language"
    case .optionPhoneRegion: "country of phone numbers typed without a code"
    case .optionAPIURL: "iTunes Search API address"
    case .optionTimeout: "network timeout in whole seconds (default 15)"
    case .optionArt: "how album covers are drawn (default auto)"
    case .optionTheme: "colours for a dark or light background (default auto: ask the terminal)"
    case .optionJSON: "print the result as JSON"
    case .optionNoColor: "no colours"
    case .optionHelp: "help on musiclib or one command"
    case .optionVersion: "the version and the commit it was built from"
    case .optionFirstName: "first name, Latin letters"
    case .optionLastName: "last name, Latin letters"
    case .optionBirthDate: "date of birth, YYYY-MM-DD or DD.MM.YYYY (18 or older)"
    case .optionPhone: "mobile number, digits in any format"
    case .optionEmail: "e-mail address"
    case .optionPasswordStdin: "read the password from the first line of standard input"
    case .optionLimit: "how many results, 1-200 (default 50)"
    case .optionCountry: "two-letter catalog country (default US)"
    case .optionDisc: "disc number on multi-disc albums"
    case .optionDelete: "remove one query from the history"
    case .optionClear: "remove the whole history"
    case .optionMedia: "media type: music (songs), movie or ebook"
    case .optionSearchKind: "suggest from one kind of search: album, track, music, movie or ebook"
    case .optionExplicit: "explicit content allowed: yes or no"
    case .optionFiltersCountry: "the store country, two letters (filters default US)"
    case .optionFiltersLimit: "the most results, 1-200 (filters default 30)"
    case .environmentDataDir: "the data directory, when --data-dir is not given"
    case .environmentXDGDataHome: "the data directory is $XDG_DATA_HOME/musiclib when set"
    case .environmentLang: "the interface language (en or ru), when --lang is not given"
    case .environmentLocale: "Russian when the first of these that is set starts with ru"
    case .environmentPhoneRegion: "BY or RU, when --phone-region is not given (default BY)"
    case .environmentAPIURL: "the catalog address, when --api-url is not given"
    case .environmentArt: "the cover mode, when --art is not given"
    case .environmentUI: "full: musiclib without a command opens the full-screen app on a terminal"
    case .environmentTheme: "auto, dark or light colours, when --theme is not given"
    case .environmentNoColor: "non-empty: no colours, as --no-color"
    case .environmentBusyTimeout:
      "milliseconds to wait for another process's database lock (default 5000), then exit 74"
    case .environmentMPVArgs: "extra mpv arguments, e.g. --ao=null"
    case .environmentArtworkBaseURL: "fetch covers from this address instead of the catalog's"
    case .fileDataDirectory:
      "the data directory: --data-dir, else $MUSICLIB_DATA_DIR, else "
        + "$XDG_DATA_HOME/musiclib, else ~/.local/share/musiclib"
    case .fileDatabase:
      "accounts, session, search history and saved albums (mode 0600, directory 0700)"
    case .fileArtworkCache: "covers fetched once, at most 20 MiB"
    case .fileAnswerCache:
      "stored catalog answers, one file per catalog address (mode 0600, directory 0700); "
        + "disposable: deleting it loses nothing else"
    case .exitSuccess: "success (also a search that found nothing)"
    case .exitFailure: "anything else"
    case .exitUsage: "usage error (unknown option or command, bad option value)"
    case .exitInvalidInput: "invalid input (a form field, a search query, a rejected request)"
    case .exitNotFound: "not found (album)"
    case .exitUnavailable:
      "service unavailable (no connection, timeout, HTTP 5xx, unexpected or too large response; "
        + "--offline with no stored answer)"
    case .exitStorage:
      "storage error (database damaged, locked or not writable; a data directory another user owns or others can write to), or output that could not be written"
    case .exitTryLater:
      "try again later (the catalog's rate limit; the request budget under --no-wait)"
    case .exitUnauthorized: "not signed in, or wrong e-mail or password"
    case .exitHangUp: "the full-screen app's terminal hung up (SIGHUP)"
    case .exitInterrupted: "interrupted (Ctrl-C)"
    case .exitClosedPipe: "the reader of the output went away (| head -1); nothing is printed"
    case .exitTerminated: "the full-screen app was asked to end (SIGTERM)"
    case .exampleSignup: "Create an account and sign in (each asks for the password):"
    case .exampleSearch: "Search for albums in Russian and print JSON:"
    case .exampleAlbum: "Open an album:"
    case .exampleHistory: "The search history as JSON:"
    case .exampleCompletions: "Load the completions into the running bash:"
    case .optionNoWait:
      "over the catalog's request budget, fail at once with exit 75 and the seconds to wait "
        + "instead of waiting"
    case .environmentRate:
      "the catalog's request budget shared by every musiclib of the user, REQUESTS/SECONDS "
        + "(default 20/60)"
    case .commandSave: "keep an album with its tracks in your library (it opens offline too)"
    case .commandRemove: "take an album out of your library"
    case .commandLibrary:
      "your saved albums: list (those whose title or artist contains TEXT), export to a file, "
        + "import from one"
    case .optionLibraryLimit: "list at most N albums (default: all)"
    case .optionLibraryOffset: "pass over the first N albums of the list (default 0)"
    case .optionExport:
      "write the whole library with its tracks to this JSON file (- for standard output); "
        + "never the database or a file in the data directory, a device, a pipe or a "
        + "read-only file"
    case .optionImport: "add the albums of an exported library file, keeping those saved"
    case .optionSkipInvalid:
      "with --import: leave out the albums with a value out of bounds, naming each, instead "
        + "of refusing the file"
    case .exampleLibrary: "Move a library to another machine:"
    case .commandCache:
      "the store of catalog answers: entries, size, the oldest; --clear empties it"
    case .optionCacheClear: "drop every stored answer (saved albums and accounts stay)"
    case .optionMaxAge:
      "serve a stored answer younger than this many seconds without a request (default 3600; "
        + "0 always asks the catalog)"
    case .optionOffline: "answer from the stored answers only, never asking the catalog"
    case .optionRefresh: "ask the catalog even when a fresh answer is stored (and store it)"
    case .optionNoMPRIS:
      "do not show the desktop what plays (MPRIS on the session bus: media keys, playerctl)"
    case .environmentMPRIS:
      "0: as --no-mpris; 1 (the default): the interactive app, ui and play publish their player "
        + "as org.mpris.MediaPlayer2.musiclib where a session bus exists"
    case .environmentMaxAge: "the default of --max-age, in seconds"
    case .environmentCacheDir:
      "the answer cache's directory (default: cache in a data directory given by --data-dir or "
        + "$MUSICLIB_DATA_DIR, else $XDG_CACHE_HOME/musiclib, else ~/.cache/musiclib)"
    case .environmentXDGCacheHome: "the answer cache is in $XDG_CACHE_HOME/musiclib when set"
    case .environmentRuntimeDir:
      "the request budget's directory, shared by every process (default: "
        + "$XDG_RUNTIME_DIR/musiclib, else $XDG_CACHE_HOME/musiclib, else ~/.cache/musiclib)"
    }
  }

  public var russian: String {
    switch self {
    case .nameLine: "музыкальная библиотека для терминала на основе каталога iTunes"
    case .description:
      """
      musiclib хранит аккаунты на этом компьютере, ищет альбомы и треки в каталоге iTunes \
      на русском или английском, показывает альбом с треками и обложкой, проигрывает \
      30-секундные фрагменты через mpv и хранит историю поиска каждого пользователя. Без \
      команды запускается интерактивное приложение; с командой выполняется только она, и \
      результат можно вывести в JSON (--json) для скриптов. Пароль никогда не берётся из \
      командной строки: он запрашивается без эха в терминале, иначе читается первая строка \
      стандартного ввода.
      """
    case .sectionName: "ИМЯ"
    case .sectionSynopsis: "ОБЗОР"
    case .sectionDescription: "ОПИСАНИЕ"
    case .sectionCommands: "КОМАНДЫ"
    case .sectionOptions: "ПАРАМЕТРЫ"
    case .sectionGlobalOptions: "Общие параметры, до или после команды:"
    case .sectionEnvironment: "ОКРУЖЕНИЕ"
    case .sectionFiles: "ФАЙЛЫ"
    case .sectionInteractive: "КОМАНДЫ ПРИЛОЖЕНИЯ"
    case .interactiveIntro:
      "Слова, которые понимают подсказки интерактивного приложения и строка : полноэкранного,"
        + " одинаково в обоих и на каждом экране, где они уместны, по-английски или по-русски:"
    case .fileKeys:
      "строки «клавиша = команда» поверх клавиш полноэкранного приложения"
        + " ($XDG_CONFIG_HOME/musiclib/keys, если задан); неверная строка называется при запуске,"
        + " а у клавиши остаётся прежнее значение"
    case .sectionExitStatus: "КОДЫ ВЫХОДА"
    case .sectionExamples: "ПРИМЕРЫ"
    case .sectionSeeAlso: "СМОТРИТЕ ТАКЖЕ"
    case .commandInteractive: "интерактивное приложение: вход, регистрация, поиск, альбомы, плеер"
    case .commandSignup: "создать аккаунт"
    case .commandSignin: "войти и показать профиль"
    case .commandSignout: "завершить сеанс на этом компьютере"
    case .commandProfile: "показать данные вошедшего пользователя"
    case .commandSearch: "искать альбомы в каталоге"
    case .commandAlbum: "показать альбом с треками и обложкой"
    case .commandDoctor: "что умеет терминал и почему обложки выглядят так"
    case .commandTracks: "искать треки в каталоге"
    case .commandPlay: "проиграть 30-секундный фрагмент трека через mpv"
    case .commandHistory: "история поиска: список, удаление запроса, очистка"
    case .commandSuggest: "до 5 прошлых запросов для набранного текста"
    case .commandCompletions: "вывести скрипт дополнения для bash, zsh или fish"
    case .commandMan: "вывести эту страницу руководства (roff)"
    case .commandFilters: "показать или задать фильтры поиска медиа, свои у каждого пользователя"
    case .commandItem: "страница песни, фильма или книги, найденных через search --media"
    case .commandUI:
      "полноэкранное приложение: панели, строка «сейчас играет», клавиши (MUSICLIB_UI=full)"
    case .commandHelp: "справка по команде, как КОМАНДА --help; без команды — общая справка"
    case .optionDataDir: "каталог базы данных"
    case .optionLang: "язык интерфейса"
    case .optionPhoneRegion: "страна номеров, набранных без кода"
    case .optionAPIURL: "адрес iTunes Search API"
    case .optionTimeout: "тайм-аут сети в целых секундах (по умолчанию 15)"
    case .optionArt: "как рисовать обложки альбомов (по умолчанию auto)"
    case .optionTheme: "цвета для тёмного или светлого фона (по умолчанию auto: спросить терминал)"
    case .optionJSON: "вывести результат в JSON"
    case .optionNoColor: "без цвета"
    case .optionHelp: "справка по musiclib или по команде"
    case .optionVersion: "версия и коммит, из которого она собрана"
    case .optionFirstName: "имя латинскими буквами"
    case .optionLastName: "фамилия латинскими буквами"
    case .optionBirthDate: "дата рождения, ГГГГ-ММ-ДД или ДД.ММ.ГГГГ (от 18 лет)"
    case .optionPhone: "номер мобильного, цифры в любом виде"
    case .optionEmail: "адрес электронной почты"
    case .optionPasswordStdin: "читать пароль из первой строки стандартного ввода"
    case .optionLimit: "сколько результатов, 1-200 (по умолчанию 50)"
    case .optionCountry: "двухбуквенная страна каталога (по умолчанию US)"
    case .optionDisc: "номер диска в многодисковых альбомах"
    case .optionDelete: "удалить один запрос из истории"
    case .optionClear: "удалить всю историю"
    case .optionMedia: "тип медиа: music (песни), movie (фильмы) или ebook (книги)"
    case .optionSearchKind:
      "подсказки из одного вида поиска: album, track, music, movie или ebook"
    case .optionExplicit: "разрешено ли откровенное содержание: yes или no"
    case .optionFiltersCountry: "страна магазина, две буквы (в фильтрах по умолчанию US)"
    case .optionFiltersLimit: "не больше результатов, 1-200 (в фильтрах по умолчанию 30)"
    case .environmentDataDir: "каталог данных, если не указан --data-dir"
    case .environmentXDGDataHome: "если задана, каталог данных — $XDG_DATA_HOME/musiclib"
    case .environmentLang: "язык интерфейса (en или ru), если не указан --lang"
    case .environmentLocale: "русский, если первая заданная из них начинается с ru"
    case .environmentPhoneRegion: "BY или RU, если не указан --phone-region (по умолчанию BY)"
    case .environmentAPIURL: "адрес каталога, если не указан --api-url"
    case .environmentArt: "режим обложек, если не указан --art"
    case .environmentUI: "full: musiclib без команды открывает полноэкранное приложение в терминале"
    case .environmentTheme: "цвета auto, dark или light, если не указан --theme"
    case .environmentNoColor: "непустая: без цвета, как --no-color"
    case .environmentBusyTimeout:
      "сколько миллисекунд ждать блокировку базы другим процессом (по умолчанию 5000), затем код 74"
    case .environmentMPVArgs: "дополнительные аргументы mpv, например --ao=null"
    case .environmentArtworkBaseURL: "загружать обложки с этого адреса вместо адреса каталога"
    case .fileDataDirectory:
      "каталог данных: --data-dir, иначе $MUSICLIB_DATA_DIR, иначе "
        + "$XDG_DATA_HOME/musiclib, иначе ~/.local/share/musiclib"
    case .fileDatabase:
      "аккаунты, сеанс, история поиска и сохранённые альбомы (права 0600, каталог 0700)"
    case .fileArtworkCache: "загруженные обложки, не больше 20 МиБ"
    case .fileAnswerCache:
      "сохранённые ответы каталога, по файлу на адрес каталога (права 0600, каталог 0700); "
        + "их можно удалить, ничего больше не потеряв"
    case .exitSuccess: "успех (и поиск, который ничего не нашёл)"
    case .exitFailure: "прочие ошибки"
    case .exitUsage:
      "ошибка в командной строке (неизвестный параметр или команда, неверное значение)"
    case .exitInvalidInput: "неверные данные (поле формы, поисковый запрос, отклонённый запрос)"
    case .exitNotFound: "не найдено (альбом)"
    case .exitUnavailable:
      "сервис недоступен (нет соединения, тайм-аут, HTTP 5xx, непонятный или слишком большой ответ; "
        + "--offline без сохранённого ответа)"
    case .exitStorage:
      "ошибка хранилища (база повреждена, заблокирована или недоступна для записи; каталог данных чужой или открыт на запись другим) или вывод, который не удалось записать"
    case .exitTryLater:
      "повторите позже (ограничение частоты запросов каталога; лимит запросов при --no-wait)"
    case .exitUnauthorized: "вход не выполнен или неверные e-mail или пароль"
    case .exitHangUp: "терминал полноэкранного приложения закрыт (SIGHUP)"
    case .exitInterrupted: "прервано (Ctrl-C)"
    case .exitClosedPipe: "читатель вывода закрыл канал (| head -1); ничего не выводится"
    case .exitTerminated: "полноэкранное приложение завершено сигналом SIGTERM"
    case .exampleSignup: "Создать аккаунт и войти (каждая команда спрашивает пароль):"
    case .exampleSearch: "Найти альбомы по-русски и вывести JSON:"
    case .exampleAlbum: "Открыть альбом:"
    case .exampleHistory: "История поиска в JSON:"
    case .exampleCompletions: "Загрузить дополнения в текущий bash:"
    case .optionNoWait:
      "сверх лимита запросов к каталогу сразу завершиться с кодом 75 и числом секунд ожидания, "
        + "а не ждать"
    case .environmentRate:
      "лимит запросов к каталогу, общий для всех ваших musiclib, ЗАПРОСЫ/СЕКУНДЫ "
        + "(по умолчанию 20/60)"
    case .commandSave: "сохранить альбом с треками в библиотеке (откроется и без сети)"
    case .commandRemove: "убрать альбом из библиотеки"
    case .commandLibrary:
      "сохранённые альбомы: список (те, в названии или исполнителе которых есть ТЕКСТ), экспорт "
        + "в файл, импорт из файла"
    case .optionLibraryLimit: "показать не больше N альбомов (по умолчанию все)"
    case .optionLibraryOffset: "пропустить первые N альбомов списка (по умолчанию 0)"
    case .optionExport:
      "записать всю библиотеку с треками в этот JSON-файл (- — стандартный вывод); "
        + "никогда не в базу данных или файл в каталоге данных, устройство, канал или файл "
        + "только для чтения"
    case .optionImport: "добавить альбомы из файла экспорта, не трогая сохранённые"
    case .optionSkipInvalid:
      "с --import: пропустить альбомы со значениями вне допустимых границ, назвав каждый, "
        + "а не отвергать файл"
    case .exampleLibrary: "Перенести библиотеку на другой компьютер:"
    case .commandCache:
      "хранилище ответов каталога: число ответов, размер, самый старый; --clear очищает его"
    case .optionCacheClear:
      "удалить все сохранённые ответы (сохранённые альбомы и аккаунты остаются)"
    case .optionMaxAge:
      "отвечать без запроса сохранённым ответом моложе стольких секунд (по умолчанию 3600; "
        + "0 — всегда спрашивать каталог)"
    case .optionOffline: "отвечать только сохранёнными ответами, не обращаясь к каталогу"
    case .optionRefresh:
      "спрашивать каталог, даже если есть свежий сохранённый ответ (и сохранить его)"
    case .optionNoMPRIS:
      "не показывать рабочему столу, что играет (MPRIS на сессионной шине: медиаклавиши, playerctl)"
    case .environmentMPRIS:
      "0: как --no-mpris; 1 (по умолчанию): интерактивное приложение, ui и play публикуют плеер "
        + "как org.mpris.MediaPlayer2.musiclib, если есть сессионная шина"
    case .environmentMaxAge: "значение --max-age по умолчанию, в секундах"
    case .environmentCacheDir:
      "каталог кэша ответов (по умолчанию cache в каталоге данных, заданном --data-dir или "
        + "$MUSICLIB_DATA_DIR, иначе $XDG_CACHE_HOME/musiclib, иначе ~/.cache/musiclib)"
    case .environmentXDGCacheHome: "если задана, кэш ответов — в $XDG_CACHE_HOME/musiclib"
    case .environmentRuntimeDir:
      "каталог общего для всех процессов лимита запросов (по умолчанию "
        + "$XDG_RUNTIME_DIR/musiclib, иначе $XDG_CACHE_HOME/musiclib, иначе ~/.cache/musiclib)"
    }
  }
}
