import Domain
import Testing

@Suite struct MediaFiltersTests {
  @Test func theDefaultsAreSongsExplicitUSAnd30() {
    #expect(
      MediaFilters.defaults
        == (try? MediaFilters(media: .song, explicit: true, country: "US", limit: 30)))
  }

  @Test func theCountryIsKeptUpperCase() throws {
    #expect(
      try MediaFilters(media: .movie, explicit: false, country: "ru", limit: 1).country == "RU")
  }

  @Test(arguments: ["", "R", "RUS", "R1", "Р Ф", "ÉS"])
  func aCountryOtherThanTwoASCIILettersIsRefused(_ country: String) {
    #expect(throws: MediaFiltersError.invalidCountry(country)) {
      try MediaFilters(media: .movie, explicit: true, country: country, limit: 30)
    }
  }

  @Test(arguments: [0, 201, -1])
  func aLimitOutside1To200IsRefused(_ limit: Int) {
    #expect(throws: MediaFiltersError.limitOutOfRange(limit)) {
      try MediaFilters(media: .ebook, explicit: true, country: "US", limit: limit)
    }
  }

  @Test func kindsByTheirFilterNames() {
    #expect(MediaKind(filterName: "music") == .song)
    #expect(MediaKind(filterName: "movie") == .movie)
    #expect(MediaKind(filterName: "ebook") == .ebook)
    #expect(MediaKind(filterName: "song") == nil)
    #expect(MediaKind.allCases.map(\.filterName) == ["music", "movie", "ebook"])
  }
}
