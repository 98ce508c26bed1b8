import Foundation
import Localization
import Registration
import Testing

@Suite struct FieldErrorMessageTests {
  static let everyError: [FieldError] = [
    .required, .latinLettersOnly, .nameTooLong, .unrecognizedDate, .notARealDate, .yearTooEarly,
    .dateInFuture,
    .underage(age: 17), .phoneHasInvalidCharacters, .phoneUnsupportedCountry, .phoneIncomplete,
    .phoneTooLong, .invalidEmail, .emailTooLong, .emailTaken, .passwordTooShort,
    .passwordTooLong, .passwordNeedsDigit, .passwordNeedsLowercase, .passwordNeedsUppercase,
    .passwordTooCommon, .passwordHasControlCharacters, .passwordsDiffer,
  ]

  @Test(arguments: Language.allCases)
  func everyErrorHasItsOwnMessageWithPlaceholdersFilled(language: Language) {
    let localizer = Localizer(language: language)
    let messages = Self.everyError.map { localizer.message(for: $0) }
    for message in messages {
      #expect(!message.isEmpty && !message.contains("{") && !message.contains("}"), "\(message)")
    }
    #expect(Set(messages).count == messages.count)
  }

  @Test func everyPhraseIsUsedByAnError() {
    #expect(Self.everyError.count == FieldError.allCases.count)
  }

  @Test func englishTexts() {
    let english = Localizer(language: .en)
    #expect(english.message(for: .required) == "This field is required")
    #expect(english.message(for: .latinLettersOnly) == "Latin letters only")
    #expect(english.message(for: .underage(age: 17)) == "You must be 18 or older (you are 17)")
    #expect(english.message(for: .nameTooLong) == "At most 50 characters")
    #expect(english.message(for: .emailTooLong) == "At most 254 characters")
    #expect(english.message(for: .passwordTooShort) == "At least 6 characters")
    #expect(english.message(for: .passwordTooLong) == "At most 128 characters")
    #expect(english.message(for: .passwordTooCommon).contains("too common"))
  }

  @Test func russianTexts() {
    let russian = Localizer(language: .ru)
    #expect(russian.message(for: .required) == "Обязательное поле")
    #expect(russian.message(for: .latinLettersOnly) == "Только латинские буквы")
    #expect(russian.message(for: .underage(age: 16)) == "Регистрация с 18 лет (вам 16)")
    #expect(russian.message(for: .passwordTooCommon).contains("слишком распространён"))
  }
}
