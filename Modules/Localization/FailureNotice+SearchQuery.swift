import Domain

extension FailureNotice {
  /// The notice for a refused search text (code `invalidQuery`), in the localizer's language.
  public init(_ error: SearchQueryError, localizer: Localizer) {
    let phrase: SearchQueryPhrase =
      switch error {
      case .tooShort: .tooShort
      case .tooLong: .tooLong
      case .controlCharacters: .controlCharacters
      }
    self.init(code: "invalidQuery", message: localizer(phrase), kind: .invalidInput)
  }
}
