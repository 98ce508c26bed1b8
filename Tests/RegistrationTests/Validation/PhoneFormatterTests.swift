import Domain
import Registration
import Testing

@Suite struct PhoneFormatterTests {
  /// The masks shown after each keystroke of `typed`.
  private func parts(_ number: PhoneNumberInput) -> (PhoneRegion, String, String, String?) {
    (number.region, number.nationalDigits, number.masked, number.e164)
  }

  private func masksWhileTyping(_ typed: String, defaultRegion: PhoneRegion) -> [String] {
    (1...typed.count).map { length in
      let prefix = String(typed.prefix(length))
      switch PhoneFormatter.format(prefix, defaultRegion: defaultRegion) {
      case .success(let number): return number.masked
      case .failure(let error): return "\(error)"
      }
    }
  }

  @Test func typingABelarusianNumberWithPlus() {
    #expect(
      masksWhileTyping("+375291234567", defaultRegion: .ru) == [
        "+", "+3", "+37", "+375", "+375 (2", "+375 (29", "+375 (29) 1", "+375 (29) 12",
        "+375 (29) 123", "+375 (29) 123-4", "+375 (29) 123-45", "+375 (29) 123-45-6",
        "+375 (29) 123-45-67",
      ])
  }

  @Test func typingARussianNumberWithPlus() {
    #expect(
      masksWhileTyping("+79121234567", defaultRegion: .by) == [
        "+", "+7", "+7 (9", "+7 (91", "+7 (912", "+7 (912) 1", "+7 (912) 12", "+7 (912) 123",
        "+7 (912) 123-4", "+7 (912) 123-45", "+7 (912) 123-45-6", "+7 (912) 123-45-67",
      ])
  }

  @Test func typingABelarusianNationalNumber() {
    #expect(
      masksWhileTyping("291234567", defaultRegion: .by) == [
        "+375 (2", "+375 (29", "+375 (29) 1", "+375 (29) 12", "+375 (29) 123", "+375 (29) 123-4",
        "+375 (29) 123-45", "+375 (29) 123-45-6", "+375 (29) 123-45-67",
      ])
  }

  @Test func typingARussianNationalNumber() {
    #expect(
      masksWhileTyping("9121234567", defaultRegion: .ru) == [
        "+7 (9", "+7 (91", "+7 (912", "+7 (912) 1", "+7 (912) 12", "+7 (912) 123",
        "+7 (912) 123-4", "+7 (912) 123-45", "+7 (912) 123-45-6", "+7 (912) 123-45-67",
      ])
  }

  /// Without a plus, "3" and "37" are national digits until "375" shows it is a country code.
  @Test func typingTheBelarusianCountryCodeWithoutPlus() {
    #expect(
      masksWhileTyping("37529123", defaultRegion: .by) == [
        "+375 (3", "+375 (37", "+375", "+375 (2", "+375 (29", "+375 (29) 1", "+375 (29) 12",
        "+375 (29) 123",
      ])
  }

  /// Without a plus, a leading 8 is a trunk prefix only once the eleventh digit arrives.
  @Test func typingAnEightPrefixedRussianNumber() {
    let masks = masksWhileTyping("89121234567", defaultRegion: .ru)
    #expect(masks[8] == "+7 (891) 212-34-5")
    #expect(masks[9] == "+7 (891) 212-34-56")
    #expect(masks[10] == "+7 (912) 123-45-67")
  }

  @Test func onlyTheLastKeystrokeCompletesTheNumber() throws {
    let typed = "+375291234567"
    for length in 1..<typed.count {
      let number = try PhoneFormatter.format(String(typed.prefix(length)), defaultRegion: .by)
        .get()
      #expect(!number.isComplete && number.e164 == nil, "\(length)")
    }
    let complete = try PhoneFormatter.format(typed, defaultRegion: .by).get()
    #expect(complete.isComplete && complete.e164 == "+375291234567")
  }

  @Test func examplesFromTheProductIssue() throws {
    #expect(try PhoneFormatter.format("37529", defaultRegion: .ru).get().masked == "+375 (29")
    #expect(
      try PhoneFormatter.format("3752912", defaultRegion: .ru).get().masked == "+375 (29) 12")
    #expect(try PhoneFormatter.format("+7 912", defaultRegion: .by).get().masked == "+7 (912")
  }

  @Test(arguments: [
    ("+375 (29) 123-45-67", PhoneRegion.ru), ("375291234567", .ru), ("375-29-123-45-67", .by),
    ("+375.29.1234567", .by), (" 29 123 45 67 ", .by), ("(29) 123-45-67", .by),
  ])
  func readsBelarusianNumbersInAnyFormat(input: String, defaultRegion: PhoneRegion) throws {
    let number = try PhoneFormatter.validate(input, defaultRegion: defaultRegion).get()
    #expect(
      parts(number) == (.by, "291234567", "+375 (29) 123-45-67", "+375291234567"))
  }

  @Test(arguments: [
    ("+7 (912) 123-45-67", PhoneRegion.by), ("79121234567", .by), ("89121234567", .by),
    ("8 (912) 123-45-67", .ru), ("8-912-123-45-67", .by), ("912 123 45 67", .ru),
  ])
  func readsRussianNumbersInAnyFormat(input: String, defaultRegion: PhoneRegion) throws {
    let number = try PhoneFormatter.validate(input, defaultRegion: defaultRegion).get()
    #expect(parts(number) == (.ru, "9121234567", "+7 (912) 123-45-67", "+79121234567"))
  }

  @Test func defaultRegionDecidesForNationalDigits() throws {
    let belarusian = try PhoneFormatter.format("29 123 45 67", defaultRegion: .by).get()
    #expect(belarusian.region == .by && belarusian.e164 == "+375291234567")
    let russian = try PhoneFormatter.format("29 123 45 67", defaultRegion: .ru).get()
    #expect(russian.region == .ru && russian.masked == "+7 (291) 234-56-7" && !russian.isComplete)
    #expect(
      PhoneFormatter.validate("29 123 45 67", defaultRegion: .ru) == .failure(.phoneIncomplete))
  }

  @Test func tenDigitsStartingWithEightAreARussianNationalNumber() throws {
    let number = try PhoneFormatter.format("8123456789", defaultRegion: .ru).get()
    #expect(number.e164 == "+78123456789" && number.masked == "+7 (812) 345-67-89")
  }

  @Test(arguments: [
    "+375 29 ABC", "29１234567", "+375+291234567", "29 123 45 67 ext", "5\u{301}",
    "+375/29/1234567", "+375_29", "tel:+375291234567", "29\u{0}1234567", "٢٩١٢٣٤٥٦٧",
    "2+9",
  ])
  func refusesOtherCharacters(input: String) {
    #expect(
      PhoneFormatter.format(input, defaultRegion: .by) == .failure(.phoneHasInvalidCharacters))
    #expect(
      PhoneFormatter.validate(input, defaultRegion: .by) == .failure(.phoneHasInvalidCharacters))
  }

  @Test(arguments: [
    ("+3752912345678", PhoneRegion.ru), ("+791212345678", .by), ("2912345678", .by),
    ("912123456789", .ru), ("3752912345678", .ru), ("891212345678", .ru),
  ])
  func refusesTooManyDigits(input: String, defaultRegion: PhoneRegion) {
    #expect(PhoneFormatter.format(input, defaultRegion: defaultRegion) == .failure(.phoneTooLong))
    #expect(PhoneFormatter.validate(input, defaultRegion: defaultRegion) == .failure(.phoneTooLong))
  }

  @Test(arguments: ["+44 20 7946 0958", "+8 912 123 45 67", "+1", "+38"])
  func refusesOtherCountriesWrittenWithPlus(input: String) {
    #expect(
      PhoneFormatter.format(input, defaultRegion: .by) == .failure(.phoneUnsupportedCountry))
  }

  @Test(arguments: ["", "  ", "+", "()", " - "])
  func noDigitsIsRequired(input: String) {
    #expect(PhoneFormatter.validate(input, defaultRegion: .by) == .failure(.required))
  }

  @Test func emptyInputFormatsToNothing() throws {
    let number = try PhoneFormatter.format("", defaultRegion: .ru).get()
    #expect(parts(number) == (.ru, "", "", nil))
  }

  @Test(arguments: ["+3", "+37", "+375", "+375 29 123", "+7 (912) 123-45-6", "2912345"])
  func partialNumbersAreIncomplete(input: String) {
    #expect(PhoneFormatter.validate(input, defaultRegion: .by) == .failure(.phoneIncomplete))
  }

  @Test(arguments: [
    ("+375291234567", "+375 (29) 123-45-67"), ("+79121234567", "+7 (912) 123-45-67"),
    ("+37529123", "+37529123"), ("375291234567", "375291234567"),
    ("+7912123456789", "+7912123456789"),
    ("+44 20 7946 0958", "+44 20 7946 0958"), ("", ""), ("+375 29 1234567", "+375 29 1234567"),
  ])
  func masksStoredNumbers(e164: String, expected: String) {
    #expect(PhoneRegion.mask(e164: e164) == expected)
  }
}
