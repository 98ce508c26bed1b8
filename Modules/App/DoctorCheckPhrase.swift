import Localization

/// Strings of the checks `musiclib doctor` makes beyond the terminal: mpv, the catalog, the data
/// directory, the session.
package enum DoctorCheckPhrase: String, Phrase {
  case mpv
  case mpvFound
  case mpvMissing
  case catalog
  case catalogAnswered
  case catalogStatus
  case catalogFailed
  case dataDirectory
  case writable
  case notWritable
  case missing
  case signedIn
  case nobody

  package var english: String {
    switch self {
    case .mpv: "mpv"
    case .mpvFound: "{path}"
    case .mpvMissing: "not found: previews cannot play here; install it: {install}"
    case .catalog: "Catalog"
    case .catalogAnswered: "{url} answered in {milliseconds} ms"
    case .catalogStatus: "{url} answered HTTP {status} in {milliseconds} ms"
    case .catalogFailed: "{url} did not answer: {error}"
    case .dataDirectory: "Data directory"
    case .writable: "writable"
    case .notWritable: "not writable by you"
    case .missing: "not created yet"
    case .signedIn: "Signed in"
    case .nobody: "nobody"
    }
  }

  package var russian: String {
    switch self {
    case .mpv: "mpv"
    case .mpvFound: "{path}"
    case .mpvMissing: "не найден: фрагменты здесь не играют; установите его: {install}"
    case .catalog: "Каталог"
    case .catalogAnswered: "{url} ответил за {milliseconds} мс"
    case .catalogStatus: "{url} ответил HTTP {status} за {milliseconds} мс"
    case .catalogFailed: "{url} не ответил: {error}"
    case .dataDirectory: "Папка данных"
    case .writable: "доступна для записи"
    case .notWritable: "вам недоступна для записи"
    case .missing: "ещё не создана"
    case .signedIn: "Вход выполнен"
    case .nobody: "никто"
    }
  }
}
