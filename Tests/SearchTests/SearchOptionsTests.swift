import Search
import Testing

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
