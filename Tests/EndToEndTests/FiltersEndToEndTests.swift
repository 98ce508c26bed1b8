import Foundation
import TestSupport
import Testing

/// `musiclib filters` through the built binary: defaults, set per user, kept across launches,
/// bad values refused with exit 2 in both languages.
@Suite(.serialized) @MainActor final class FiltersEndToEndTests {
  let app = MusiclibProcess(environment: [:])

  init() throws {
    for (first, email) in [("Anna", "anna@example.com"), ("Boris", "boris@example.com")] {
      try SignUpArguments.signUp(app, email: email, firstName: first)
    }
  }

  deinit { app.removeData() }

  func signIn(_ email: String) throws {
    try SignUpArguments.signIn(app, email: email)
  }

  /// `musiclib filters --json` as scripts read it.
  struct Filters: Decodable, Equatable {
    let media: String
    let explicit: Bool
    let country: String
    let limit: Int
  }

  func filters() throws -> Filters {
    let result = try app.run(["filters", "--json"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    return try JSONDecoder().decode(Filters.self, from: Data(result.stdout.utf8))
  }

  @Test func setFiltersAreKeptPerUserAcrossLaunches() throws {
    try signIn("anna@example.com")
    #expect(
      try filters() == Filters(media: "music", explicit: true, country: "US", limit: 30))

    let set = try app.run(
      ["filters", "--media", "movie", "--explicit", "no", "--country", "RU", "--limit", "30"])
    #expect(set.exitCode == 0, "\(set.stderr)")
    #expect(set.stdout.contains("Filters saved"))
    #expect(
      try filters() == Filters(media: "movie", explicit: false, country: "RU", limit: 30))

    try signIn("boris@example.com")
    #expect(try filters().media == "music")
    try signIn("anna@example.com")
    let russian = try app.run(["filters", "--lang", "ru"])
    #expect(russian.stdout.contains("Тип медиа"))
    #expect(russian.stdout.contains("movie (фильмы)"))
  }

  @Test func aBadValueIsAUsageErrorInBothLanguages() throws {
    try signIn("anna@example.com")

    let english = try app.run(["filters", "--limit", "0"])
    let russian = try app.run(["filters", "--explicit", "maybe", "--lang", "ru"])
    let country = try app.run(["filters", "--country", "R\u{1B}[2J"])

    #expect(english.exitCode == 2)
    #expect(
      english.stderr.contains("musiclib: --limit: “0” is not a limit; give a number from 1 to 200"))
    #expect(russian.exitCode == 2)
    #expect(russian.stderr.contains("«maybe» — не да и не нет (yes, no)"))
    #expect(country.exitCode == 2)
    #expect(!country.stderr.contains("\u{1B}[2J"), "the echoed value is made safe")
    #expect(try filters().limit == 30, "nothing was saved")
  }

  @Test func signedOutThereAreNoFilters() throws {
    _ = try app.run(["signout"])
    let result = try app.run(["filters"])
    #expect(result.exitCode == 77)
  }
}
