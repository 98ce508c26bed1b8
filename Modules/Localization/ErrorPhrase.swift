import Domain
import Foundation

/// Messages for `MusicLibraryError`, shared by every screen.
public enum ErrorPhrase: String, Phrase {
  case cancelled
  case emailTaken
  case wrongCredentials
  case emailTooLong
  case notSignedIn
  case tooManyAttempts
  case storageLocked
  case storageCorrupt
  case storageReadOnly
  case storageFailure
  case storageForeignOwner
  case storageWritableByOthers
  case storageReadOnlyDirectory
  case noConnection
  case untrustedCertificate
  case timeout
  case rateLimited
  case serverError
  case badRequest
  case unexpectedResponse
  case responseTooLarge
  case notFound
  case unexpected
  case requestBudgetSpent
  case notStoredOffline
  case albumOutOfBounds
  case libraryFull

  public var english: String {
    switch self {
    case .emailTaken: "This e-mail is already registered"
    case .wrongCredentials: "Wrong e-mail or password"
    case .emailTooLong: "This is not a valid e-mail address: it has more than {maximum} characters"
    case .notSignedIn: "You are not signed in. Sign in first: musiclib signin --email E"
    case .tooManyAttempts: "Too many failed sign-in attempts. Try again in {time}"
    case .storageLocked: "The database {path} is busy in another process. Try again"
    case .storageCorrupt: "The file {path} is not a valid MusicLibrary database; it was left as is"
    case .storageReadOnly: "Cannot write to {path}: check its permissions"
    case .storageFailure: "The database {path} failed: {detail}"
    case .storageForeignOwner:
      "{path} belongs to another user, who could read or replace your data, so it was not used. "
        + "Choose a directory of your own with --data-dir, or make it yours: "
        + "sudo chown \"$USER\" {target}"
    case .storageWritableByOthers:
      "{path} can be changed by other users (mode {mode}), so it was not used. "
        + "Take their write access away: chmod go-w {target}"
    case .storageReadOnlyDirectory:
      "The data directory {path} is read-only (mode {mode}) and was left as it is. "
        + "Make it writable (chmod u+w {target}) or choose another with --data-dir"
    case .noConnection: "No connection to the music catalog. Check your network"
    case .untrustedCertificate:
      "The music catalog's certificate could not be verified, so nothing was sent. Check the "
        + "computer's date and time, or the network you are on"
    case .timeout: "The music catalog did not answer in time. Try again"
    case .rateLimited: "The music catalog limits requests. Try again in about a minute"
    case .serverError: "The music catalog is unavailable (HTTP {status}). Try again later"
    case .badRequest: "The music catalog rejected the request: {message}"
    case .unexpectedResponse: "The music catalog sent an unexpected response"
    case .responseTooLarge: "The music catalog sent too large a response (over {mebibytes} MiB)"
    case .notFound: "Album not found"
    case .unexpected: "Something went wrong: {detail}"
    case .requestBudgetSpent:
      "The request limit for the music catalog is reached. Try again in {time}, "
        + "or run without --no-wait to wait"
    case .notStoredOffline:
      "Offline, and nothing is saved for this yet: run it once with the network, or without "
        + "--offline"
    case .cancelled: "Cancelled"
    case .albumOutOfBounds:
      "Album {id} “{title}” cannot be kept in a library: its {field} is out of bounds (an empty "
        + "or over-long text, a number below 1, an address that is not http or https)"
    case .libraryFull:
      "Your library is full: it holds at most {albums} albums and {megabytes} MB of album data, "
        + "so that it can always be exported and imported again; remove some albums first"
    }
  }

  public var russian: String {
    switch self {
    case .emailTaken: "Этот e-mail уже зарегистрирован"
    case .wrongCredentials: "Неверный e-mail или пароль"
    case .emailTooLong: "Это не адрес e-mail: в нём больше {maximum} символов"
    case .notSignedIn: "Вы не вошли. Сначала войдите: musiclib signin --email E"
    case .tooManyAttempts: "Слишком много неудачных попыток входа. Повторите через {time}"
    case .storageLocked: "База данных {path} занята другим процессом. Повторите попытку"
    case .storageCorrupt: "Файл {path} не является базой данных MusicLibrary; он оставлен как есть"
    case .storageReadOnly: "Нет доступа на запись к {path}: проверьте права"
    case .storageFailure: "Сбой базы данных {path}: {detail}"
    case .storageForeignOwner:
      "{path} принадлежит другому пользователю, который может прочитать или подменить ваши данные, "
        + "поэтому он не использован. Укажите свой каталог через --data-dir или сделайте его "
        + "своим: sudo chown \"$USER\" {target}"
    case .storageWritableByOthers:
      "{path} могут изменять другие пользователи (права {mode}), поэтому он не использован. "
        + "Отнимите у них право записи: chmod go-w {target}"
    case .storageReadOnlyDirectory:
      "Каталог данных {path} доступен только для чтения (права {mode}) и оставлен как есть. "
        + "Разрешите запись (chmod u+w {target}) или укажите другой через --data-dir"
    case .noConnection: "Нет связи с музыкальным каталогом. Проверьте сеть"
    case .untrustedCertificate:
      "Не удалось проверить сертификат музыкального каталога, поэтому ничего не отправлено. "
        + "Проверьте дату и время компьютера или сеть, к которой вы подключены"
    case .timeout: "Музыкальный каталог не ответил вовремя. Повторите попытку"
    case .rateLimited: "Музыкальный каталог ограничивает запросы. Повторите примерно через минуту"
    case .serverError: "Музыкальный каталог недоступен (HTTP {status}). Повторите позже"
    case .badRequest: "Музыкальный каталог отклонил запрос: {message}"
    case .unexpectedResponse: "Музыкальный каталог прислал неожиданный ответ"
    case .responseTooLarge:
      "Музыкальный каталог прислал слишком большой ответ (больше {mebibytes} МиБ)"
    case .notFound: "Альбом не найден"
    case .unexpected: "Что-то пошло не так: {detail}"
    case .requestBudgetSpent:
      "Лимит запросов к музыкальному каталогу исчерпан. Повторите через {time} "
        + "или запустите без --no-wait, чтобы подождать"
    case .notStoredOffline:
      "Режим без сети, а сохранённого ответа на этот запрос ещё нет: выполните его один раз "
        + "с сетью или без --offline"
    case .cancelled: "Отменено"
    case .albumOutOfBounds:
      "Альбом {id} «{title}» нельзя хранить в библиотеке: его поле {field} вне допустимых "
        + "границ (пустой или слишком длинный текст, число меньше 1, адрес не http и не https)"
    case .libraryFull:
      "Библиотека заполнена: в ней не больше {albums} альбомов и {megabytes} МБ данных "
        + "альбомов, чтобы её всегда можно было экспортировать и импортировать; сначала "
        + "уберите часть альбомов"
    }
  }
}

extension Localizer {
  /// The message a person reads for `error`.
  public func message(for error: MusicLibraryError) -> String {
    switch error {
    case .emailTaken: self(ErrorPhrase.emailTaken)
    case .wrongCredentials: self(ErrorPhrase.wrongCredentials)
    case .overLongEmail:
      self(ErrorPhrase.emailTooLong, ["maximum": String(EmailLength.maximum)])
    case .notSignedIn: self(ErrorPhrase.notSignedIn)
    case .tooManyAttempts(let seconds):
      self(ErrorPhrase.tooManyAttempts, ["time": duration(seconds: seconds)])
    case .storage(.locked(let path)):
      self(ErrorPhrase.storageLocked, ["path": Self.shownPath(path)])
    case .storage(.corrupt(let path)):
      self(ErrorPhrase.storageCorrupt, ["path": Self.shownPath(path)])
    case .storage(.readOnly(let path)):
      self(ErrorPhrase.storageReadOnly, ["path": Self.shownPath(path)])
    case .storage(.other(let path, let detail)):
      self(ErrorPhrase.storageFailure, ["path": Self.shownPath(path), "detail": detail])
    case .storage(.foreignOwner(let path)):
      self(
        ErrorPhrase.storageForeignOwner,
        ["path": Self.shownPath(path), "target": Self.fixTarget(path)])
    case .storage(.writableByOthers(let path, let mode)):
      self(
        ErrorPhrase.storageWritableByOthers,
        ["path": Self.shownPath(path), "mode": Self.octal(mode), "target": Self.fixTarget(path)])
    case .storage(.readOnlyDirectory(let path, let mode)):
      self(
        ErrorPhrase.storageReadOnlyDirectory,
        ["path": Self.shownPath(path), "mode": Self.octal(mode), "target": Self.fixTarget(path)])
    case .noConnection: self(ErrorPhrase.noConnection)
    case .untrustedCertificate: self(ErrorPhrase.untrustedCertificate)
    case .timeout: self(ErrorPhrase.timeout)
    case .rateLimited: self(ErrorPhrase.rateLimited)
    case .serverError(let status): self(ErrorPhrase.serverError, ["status": String(status)])
    case .badRequest(let message): self(ErrorPhrase.badRequest, ["message": message])
    case .unexpectedResponse: self(ErrorPhrase.unexpectedResponse)
    case .responseTooLarge(let limit):
      self(ErrorPhrase.responseTooLarge, ["mebibytes": String(limit / (1024 * 1024))])
    case .notFound: self(ErrorPhrase.notFound)
    case .unexpected(let detail): self(ErrorPhrase.unexpected, ["detail": detail])
    case .requestBudgetSpent(let seconds):
      // Always in seconds, never rounded to minutes: a script may sleep exactly that long.
      self(ErrorPhrase.requestBudgetSpent, ["time": count(max(seconds, 1), CountPhrase.seconds)])
    case .notStoredOffline: self(ErrorPhrase.notStoredOffline)
    case .albumOutOfBounds(let id, let title, let field):
      self(
        ErrorPhrase.albumOutOfBounds,
        ["id": String(id), "title": Self.excerpt(title), "field": field])
    case .libraryFull(let albums, let megabytes):
      self(ErrorPhrase.libraryFull, ["albums": String(albums), "megabytes": String(megabytes)])
    case .cancelled: self(ErrorPhrase.cancelled)
    }
  }
}

extension Localizer {
  /// `text` cut to its first 60 Unicode scalars, with an ellipsis when cut: a title quoted in
  /// a message, which may be thousands of characters long.
  public static func excerpt(_ text: String) -> String {
    let limit = 60
    guard !text.hasAtMostScalars(limit) else { return text }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.prefix(limit))
    return String(scalars) + "…"
  }

  /// Permission bits as `chmod` writes them, e.g. `0755`.
  public static func octal(_ mode: Int) -> String {
    "0" + String(mode, radix: 8)
  }
}
