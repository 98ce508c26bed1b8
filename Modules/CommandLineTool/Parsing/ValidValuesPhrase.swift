import Domain
import Localization
import Search
import TerminalKit

/// What a refused option or argument may be, said after "Invalid value for …: X" so a person
/// need not open the help to find it.
enum ValidValuesPhrase: String, Phrase {
  case language
  case phoneRegion
  case apiURL
  case timeout
  case art
  case maxAge
  case limit
  case country
  case media
  case explicit
  case identifier
  case disc

  /// The phrase for `option` (a flag, an environment variable or an argument's name); nil for
  /// one without a short answer.
  init?(option: String) {
    switch option {
    case "--lang", "MUSICLIB_LANG": self = .language
    case "--phone-region", "MUSICLIB_PHONE_REGION": self = .phoneRegion
    case "--api-url", "MUSICLIB_API_URL": self = .apiURL
    case "--timeout": self = .timeout
    case "--art", "MUSICLIB_ART": self = .art
    case "--max-age", "MUSICLIB_MAX_AGE": self = .maxAge
    case "--limit": self = .limit
    case "--country": self = .country
    case "--media": self = .media
    case "--explicit": self = .explicit
    case "ID", "ALBUM_ID": self = .identifier
    case "--disc": self = .disc
    default: return nil
    }
  }

  /// `; give …` for `option` in `localize`'s language; empty for an option without a phrase.
  static func suffix(for option: String, localize: Localizer) -> String {
    guard let phrase = ValidValuesPhrase(option: option) else { return "" }
    return localize(
      phrase,
      [
        "regions": PhoneRegion.allCases.map(\.rawValue).joined(separator: ", "),
        "modes": ArtworkMode.allCases.map(\.rawValue).joined(separator: ", "),
        "kinds": MediaKind.allCases.map(\.filterName).joined(separator: ", "),
        "lowest": String(SearchOptions.limitRange.lowerBound),
        "highest": String(SearchOptions.limitRange.upperBound),
      ])
  }

  var english: String {
    switch self {
    case .language: "; give en or ru"
    case .phoneRegion: "; give one of {regions}"
    case .apiURL: "; give an http or https URL"
    case .timeout: "; give whole seconds from 1 to 600"
    case .art: "; give one of {modes}"
    case .maxAge: "; give whole seconds from 0"
    case .limit: "; give a number from {lowest} to {highest}"
    case .country: "; give two letters such as US or RU"
    case .media: "; give one of {kinds}"
    case .explicit: "; give yes or no"
    case .identifier: "; give a positive whole number, as search lists it"
    case .disc: "; give a disc number from 1, the one TRACK_NUMBER names if it names one"
    }
  }

  var russian: String {
    switch self {
    case .language: "; допустимо: en или ru"
    case .phoneRegion: "; допустимо: {regions}"
    case .apiURL: "; нужен адрес http или https"
    case .timeout: "; нужно целое число секунд от 1 до 600"
    case .art: "; допустимо: {modes}"
    case .maxAge: "; нужно целое число секунд от 0"
    case .limit: "; нужно число от {lowest} до {highest}"
    case .country: "; нужны две буквы, например US или RU"
    case .media: "; допустимо: {kinds}"
    case .explicit: "; допустимо: yes или no"
    case .identifier: "; нужно целое положительное число, как в результатах поиска"
    case .disc: "; нужен номер диска от 1, тот же, что в TRACK_NUMBER, если он там указан"
    }
  }
}
