import Localization

/// Every sentence of the library screen and of importing and exporting a library.
public enum LibraryPhrase: String, Phrase {
  case title
  case empty
  case filtered
  case noMatch
  case noSuchNumber
  case unknownArtist
  case unknownYear
  case unknownTrackCount
  case removed
  case notSaved
  case exported
  case imported
  case importedNothing
  case fileTooLarge
  case notALibrary
  case unsupportedVersion
  case tooManyAlbums
  case invalidAlbum
  case skippedAlbum
  case repeatedInFile
  case skippedOutOfBounds
  case exportedOutOfBounds
  case exportedUnreadable

  public var english: String {
    switch self {
    case .title: "My library"
    case .empty: "Your library is empty"
    case .filtered: "Matching “{filter}”: {albums} of {total}"
    case .noMatch: "No saved album matches “{filter}”"
    case .noSuchNumber: "There is no album number {number}; choose from {first} to {count}"
    case .unknownArtist: "Unknown artist"
    case .unknownYear: "unknown year"
    case .unknownTrackCount: "track count unknown"
    case .removed: "Removed “{title}” from your library"
    case .notSaved: "Album {id} is not in your library"
    case .exported: "Exported {albums}"
    case .imported: "Added {albums} to your library; {skipped} already there"
    case .importedNothing: "Nothing added: every album of the file is in your library already"
    case .fileTooLarge: "The library file is too large: at most {limit} MB"
    case .notALibrary: "This is not a musiclib library file (JSON with \"format\": \"{format}\")"
    case .unsupportedVersion:
      "This library file has version {version}, which this musiclib cannot read; update musiclib"
    case .tooManyAlbums: "The library file holds more than {limit} albums"
    case .invalidAlbum:
      "Album {number} of the library file ({id} “{title}”) has its {field} out of bounds (an "
        + "empty or over-long text, a number below 1, an address that is not http or https, a "
        + "date that is not ISO 8601); nothing was imported"
    case .skippedAlbum:
      "Skipped album {number} of the file ({id} “{title}”): its {field} is out of bounds"
    case .repeatedInFile: "; {count} repeated an id given before them in the file"
    case .skippedOutOfBounds: "; skipped {albums} out of bounds"
    case .exportedOutOfBounds:
      "; {albums} out of bounds, which an import refuses, the first {id} “{title}” ({field})"
    case .exportedUnreadable:
      "Could not read {albums} (the library file is damaged), left out: {ids}"
    }
  }

  public var russian: String {
    switch self {
    case .title: "Моя библиотека"
    case .empty: "Ваша библиотека пуста"
    case .filtered: "Подходят к «{filter}»: {albums} из {total}"
    case .noMatch: "Ни один сохранённый альбом не подходит к «{filter}»"
    case .noSuchNumber: "Альбома с номером {number} нет; выберите от {first} до {count}"
    case .unknownArtist: "Неизвестный исполнитель"
    case .unknownYear: "год неизвестен"
    case .unknownTrackCount: "число треков неизвестно"
    case .removed: "Альбом «{title}» убран из библиотеки"
    case .notSaved: "Альбома {id} нет в вашей библиотеке"
    case .exported: "Экспортировано: {albums}"
    case .imported: "Добавлено в библиотеку: {albums}; уже были: {skipped}"
    case .importedNothing: "Ничего не добавлено: все альбомы файла уже есть в вашей библиотеке"
    case .fileTooLarge: "Файл библиотеки слишком велик: не более {limit} МБ"
    case .notALibrary:
      "Это не файл библиотеки musiclib (JSON с \"format\": \"{format}\")"
    case .unsupportedVersion:
      "У файла библиотеки версия {version}, которую этот musiclib не читает; обновите musiclib"
    case .tooManyAlbums: "В файле библиотеки больше {limit} альбомов"
    case .invalidAlbum:
      "У альбома {number} в файле библиотеки ({id} «{title}») поле {field} вне допустимых "
        + "границ (пустой или слишком длинный текст, число меньше 1, адрес не http и не https, "
        + "дата не в ISO 8601); ничего не импортировано"
    case .skippedAlbum:
      "Пропущен альбом {number} файла ({id} «{title}»): его поле {field} вне допустимых границ"
    case .repeatedInFile: "; повторов id, уже встреченного в файле: {count}"
    case .skippedOutOfBounds: "; пропущено вне допустимых границ: {albums}"
    case .exportedOutOfBounds:
      "; вне допустимых границ, их импорт не примет: {albums}, первый — {id} «{title}» ({field})"
    case .exportedUnreadable:
      "Не удалось прочитать (файл библиотеки повреждён), пропущено: {albums}: {ids}"
    }
  }
}
