import Localization

extension SearchQueryError {
  /// The failure a screen shows for a refused search text.
  static func notice(_ error: SearchQueryError, localizer: Localizer) -> FailureNotice {
    let phrase: SearchPhrase =
      switch error {
      case .tooShort: .queryTooShort
      case .tooLong: .queryTooLong
      case .controlCharacters: .queryHasControlCharacters
      }
    return FailureNotice(code: "invalidQuery", message: localizer(phrase), kind: .invalidInput)
  }
}
