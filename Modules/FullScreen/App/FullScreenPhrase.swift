import Localization

/// What the full-screen app itself says: its sections, its prompts, its keys.
package enum FullScreenPhrase: String, Phrase {
  case search, library, history, queue, filters, profile
  case searchPrompt, commandPrompt, signUp, signIn, signOut, signInHint, signUpHint, calendarHint
  case nothingPlaying, working, cancelled, unknownCommand, tooSmall, helpTitle, helpTitleScrolled
  case hintSearch, hintOpen, hintPlay, hintPane, hintKeys, hintQuit, spaceKey, addsWhere,
    savesWhere, nothingToPlay
  case keyMove, keyPage, keyEnds, keyOpen, keyBack, keyTab, keySearch, keyCommand
  case keyPlayPause, keyNextPrevious, keyAdd, keySave, keyRemove, keyModes, keyHelp, keyQuit

  package var english: String {
    switch self {
    case .search: "Search"
    case .library: "Library"
    case .history: "History"
    case .queue: "Queue"
    case .filters: "Filters"
    case .profile: "Profile"
    case .searchPrompt: "Search albums: "
    case .commandPrompt: ":"
    case .signUp: "Sign up"
    case .signIn: "Sign in"
    case .signOut: "Sign out"
    case .signInHint: "Tab next field · Enter sign in · Esc quit"
    case .signUpHint: "Tab next · Esc back · Enter on an empty date: calendar"
    case .calendarHint: "←→↑↓ day · PgUp PgDn month · [ ] year · Enter pick · Esc close"
    case .nothingPlaying: "Nothing is playing"
    case .working: "Working… (Esc cancels)"
    case .cancelled: "Cancelled"
    case .unknownCommand: "Unknown command: {command}"
    case .tooSmall: "Make the window at least 40×12"
    case .helpTitle: "Keys (any key closes)"
    case .helpTitleScrolled: "Keys {first}–{last} of {count}, ↑/↓ more"
    case .hintSearch: "/ search"
    case .hintOpen: "Enter open"
    case .hintPlay: "Space play"
    case .hintPane: "Tab pane"
    case .hintKeys: "? keys"
    case .hintQuit: "q quit"
    case .spaceKey: "Space"
    case .addsWhere:
      "a adds the track on an album's page, or the album under the cursor in the results or"
        + " the library"
    case .savesWhere: "s saves the album on its page, or under the cursor in the album results"
    case .nothingToPlay: "Nothing to play on this page: “:tracks {title}” finds its tracks to play"
    case .keyMove: "move the cursor"
    case .keyPage: "a page up or down"
    case .keyEnds: "first or last row"
    case .keyOpen: "open, or play the track"
    case .keyBack: "back; cancel what is loading"
    case .keyTab: "next pane"
    case .keySearch: "search albums (↑/↓ pick a suggestion)"
    case .keyCommand: "a command of the line app (tracks X, media X, !N, /1989)"
    case .keyPlayPause: "play or pause"
    case .keyNextPrevious: "next or previous in the queue"
    case .keyAdd: "add the track or album to the queue"
    case .keySave: "save the album to the library"
    case .keyRemove: "remove from the queue, library or history"
    case .keyModes: "repeat, shuffle"
    case .keyHelp: "these keys"
    case .keyQuit: "quit"
    }
  }

  package var russian: String {
    switch self {
    case .search: "Поиск"
    case .library: "Библиотека"
    case .history: "История"
    case .queue: "Очередь"
    case .filters: "Фильтры"
    case .profile: "Профиль"
    case .searchPrompt: "Поиск альбомов: "
    case .commandPrompt: ":"
    case .signUp: "Регистрация"
    case .signIn: "Вход"
    case .signOut: "Выйти из аккаунта"
    case .signInHint: "Tab следующее поле · Enter войти · Esc выход"
    case .signUpHint: "Tab далее · Esc назад · Enter на пустой дате: календарь"
    case .calendarHint: "←→↑↓ день · PgUp PgDn месяц · [ ] год · Enter выбрать · Esc закрыть"
    case .nothingPlaying: "Ничего не играет"
    case .working: "Выполняется… (Esc отменяет)"
    case .cancelled: "Отменено"
    case .unknownCommand: "Неизвестная команда: {command}"
    case .tooSmall: "Сделайте окно не меньше 40×12"
    case .helpTitle: "Клавиши (любая клавиша закрывает)"
    case .helpTitleScrolled: "Клавиши {first}–{last} из {count}, ↑/↓ ещё"
    case .hintSearch: "/ поиск"
    case .hintOpen: "Enter открыть"
    case .hintPlay: "Пробел играть"
    case .hintPane: "Tab панель"
    case .hintKeys: "? клавиши"
    case .hintQuit: "q выход"
    case .spaceKey: "Пробел"
    case .addsWhere:
      "a добавляет трек со страницы альбома или альбом под курсором в результатах или"
        + " библиотеке"
    case .savesWhere:
      "s сохраняет альбом на его странице или под курсором в результатах поиска альбомов"
    case .nothingToPlay:
      "На этой странице нечего играть: «:треки {title}» найдёт треки, чтобы сыграть их"
    case .keyMove: "двигать курсор"
    case .keyPage: "страница вверх или вниз"
    case .keyEnds: "первая или последняя строка"
    case .keyOpen: "открыть или сыграть трек"
    case .keyBack: "назад; отменить загрузку"
    case .keyTab: "следующая панель"
    case .keySearch: "поиск альбомов (↑/↓ выбрать подсказку)"
    case .keyCommand: "команда строчного приложения (треки X, медиа X, !N, /1989)"
    case .keyPlayPause: "играть или пауза"
    case .keyNextPrevious: "следующий или предыдущий в очереди"
    case .keyAdd: "добавить трек или альбом в очередь"
    case .keySave: "сохранить альбом в библиотеку"
    case .keyRemove: "убрать из очереди, библиотеки или истории"
    case .keyModes: "повтор, перемешать"
    case .keyHelp: "эти клавиши"
    case .keyQuit: "выход"
    }
  }
}
