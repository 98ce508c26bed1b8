import Search
import Testing

@Suite struct SearchQueryTests {
  @Test func twoCharactersAreTooShort() {
    #expect(throws: SearchQueryError.tooShort) { try SearchQuery("ab") }
  }

  @Test func shortAfterTrimmingIsTooShort() {
    #expect(throws: SearchQueryError.tooShort) { try SearchQuery("  ab \n") }
  }

  @Test func threeCharactersAfterTrimmingAreEnough() throws {
    #expect(try SearchQuery("  abc\t").text == "abc")
  }

  @Test func twoHundredCharactersAreEnoughAndOneMoreIsTooMany() throws {
    #expect(try SearchQuery(String(repeating: "я", count: 200)).text.count == 200)
    #expect(throws: SearchQueryError.tooLong) {
      try SearchQuery(String(repeating: "a", count: 201))
    }
  }

  @Test(arguments: ["ab\tcd", "abc\ndef", "abc\u{0}", "a\u{7}bc", "abc\u{85}def"])
  func controlCharactersInsideAreRefused(text: String) {
    #expect(throws: SearchQueryError.controlCharacters) { try SearchQuery(text) }
  }
}

@Suite struct SearchOptionsTests {
  @Test func defaultsAreFiftyAlbumsFromTheUSStore() {
    let options = SearchOptions()
    #expect(options.limit == 50)
    #expect(options.country == "US")
  }

  @Test func acceptsTheLimitRangeAndUpperCasesTheCountry() throws {
    #expect(try SearchOptions(limit: 1, country: "ru").country == "RU")
    #expect(try SearchOptions(limit: 200, country: "GB").limit == 200)
  }

  @Test func refusesLimitsOutsideTheRange() {
    #expect(throws: SearchOptionsError.limitOutOfRange(0)) {
      try SearchOptions(limit: 0, country: "US")
    }
    #expect(throws: SearchOptionsError.limitOutOfRange(201)) {
      try SearchOptions(limit: 201, country: "US")
    }
  }

  @Test(arguments: ["", "U", "USA", "U1", "ÜS"])
  func refusesCountriesThatAreNotTwoLetters(country: String) {
    #expect(throws: SearchOptionsError.invalidCountry(country)) {
      try SearchOptions(limit: 50, country: country)
    }
  }
}
