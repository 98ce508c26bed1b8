import Localization

/// Strings of the checks `musiclib doctor` makes beyond the terminal: mpv, the catalog, the data
/// directory, the session.
package enum DoctorCheckPhrase: String, Phrase {
  case mpv
  case mpvFound
  case mpvMissing
  case mpvNoVersion
  case audioAvailable
  case audioNone
  case audioNull
  case audioUnknown
  case dataTotal
  case catalog
  case catalogAnswered
  case catalogStatus
  case catalogFailed
  case catalogSkipped
  case dataDirectory
  case writable
  case notWritable
  case missing
  case signedIn
  case nobody
  case userFiles
  case fileRead
  case fileAbsent
  case mediaControls
  case mediaControlsOn
  case mediaControlsTurnedOff
  case mediaControlsNoBus

  package var english: String {
    switch self {
    case .mpv: "mpv"
    case .mpvFound: "{path}, {version}; {audio}"
    case .mpvMissing: "not found: previews cannot play here; install it: {install}"
    case .mpvNoVersion: "version unknown"
    case .audioAvailable: "audio output available"
    case .audioNone:
      "no audio output: previews cannot play; to play silently set MUSICLIB_MPV_ARGS=--ao=null"
    case .audioNull: "audio output off (MUSICLIB_MPV_ARGS=--ao=null)"
    case .audioUnknown: "audio output not checked (mpv did not answer in time)"
    case .dataTotal: "{kib} KiB in all"
    case .catalog: "Catalog"
    case .catalogAnswered: "{url} answered in {milliseconds} ms"
    case .catalogStatus: "{url} answered HTTP {status} in {milliseconds} ms"
    case .catalogFailed: "{url} did not answer: {error}"
    case .catalogSkipped: "{url} not asked (--offline)"
    case .dataDirectory: "Data directory"
    case .writable: "writable"
    case .notWritable: "not writable by you"
    case .missing: "not created yet"
    case .signedIn: "Signed in"
    case .nobody: "nobody"
    case .userFiles: "Your files"
    case .fileRead: "{name} {path} (read)"
    case .fileAbsent: "{name} {path} (none)"
    case .mediaControls: "Desktop controls"
    case .mediaControlsOn:
      "on: the interactive app, ui and play publish MPRIS as {name} (.instance<pid> when taken)"
    case .mediaControlsTurnedOff: "off (--no-mpris or MUSICLIB_MPRIS=0)"
    case .mediaControlsNoBus: "off: no D-Bus session bus"
    }
  }

  package var russian: String {
    switch self {
    case .mpv: "mpv"
    case .mpvFound: "{path}, {version}; {audio}"
    case .mpvMissing: "не найден: фрагменты здесь не играют; установите его: {install}"
    case .mpvNoVersion: "версия неизвестна"
    case .audioAvailable: "звуковой вывод есть"
    case .audioNone:
      "звукового вывода нет: фрагменты не играют; чтобы играть беззвучно, задайте MUSICLIB_MPV_ARGS=--ao=null"
    case .audioNull: "звуковой вывод выключен (MUSICLIB_MPV_ARGS=--ao=null)"
    case .audioUnknown: "звуковой вывод не проверен (mpv не ответил вовремя)"
    case .dataTotal: "всего {kib} KiB"
    case .catalog: "Каталог"
    case .catalogAnswered: "{url} ответил за {milliseconds} мс"
    case .catalogStatus: "{url} ответил HTTP {status} за {milliseconds} мс"
    case .catalogFailed: "{url} не ответил: {error}"
    case .catalogSkipped: "{url} не опрошен (--offline)"
    case .dataDirectory: "Папка данных"
    case .writable: "доступна для записи"
    case .notWritable: "вам недоступна для записи"
    case .missing: "ещё не создана"
    case .signedIn: "Вход выполнен"
    case .nobody: "никто"
    case .userFiles: "Ваши файлы"
    case .fileRead: "{name} {path} (прочитан)"
    case .fileAbsent: "{name} {path} (нет)"
    case .mediaControls: "Управление с рабочего стола"
    case .mediaControlsOn:
      "включено: интерактивное приложение, ui и play публикуют MPRIS как {name} "
        + "(.instance<pid>, если имя занято)"
    case .mediaControlsTurnedOff: "выключено (--no-mpris или MUSICLIB_MPRIS=0)"
    case .mediaControlsNoBus: "выключено: нет сессионной шины D-Bus"
    }
  }
}
