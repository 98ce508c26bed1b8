import Foundation
import TestSupport
import Testing

/// `musiclib filters` through the built binary: defaults, set per user, kept across launches,
/// bad values refused with exit 2 in both languages.
@Suite(.endToEnd) final class FiltersEndToEndTests {
  let app = MusiclibProcess(environment: [:])

  init() async throws {
    for (first, email) in [("Anna", "anna@example.com"), ("Boris", "boris@example.com")] {
      try await SignUpArguments.signUp(app, email: email, firstName: first)
    }
  }

  deinit { app.removeData() }

  func signIn(_ email: String) async throws {
    try await SignUpArguments.signIn(app, email: email)
  }

  /// `musiclib filters --json` as scripts read it.
  struct Filters: Decodable, Equatable {
    let media: String
    let explicit: Bool
    let country: String
    let limit: Int
  }

  func filters() async throws -> Filters {
    let result = try await app.run(["filters", "--json"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    return try JSONDecoder().decode(Filters.self, from: Data(result.stdout.utf8))
  }

  @Test func setFiltersAreKeptPerUserAcrossLaunches() async throws {
    try await signIn("anna@example.com")
    await #expect(
      try filters() == Filters(media: "music", explicit: true, country: "US", limit: 30))

    let set = try await app.run(
      ["filters", "--media", "movie", "--explicit", "no", "--country", "RU", "--limit", "30"])
    #expect(set.exitCode == 0, "\(set.stderr)")
    #expect(set.stdout.contains("Filters saved"))
    await #expect(
      try filters() == Filters(media: "movie", explicit: false, country: "RU", limit: 30))

    try await signIn("boris@example.com")
    await #expect(try filters().media == "music")
    try await signIn("anna@example.com")
    let russian = try await app.run(["filters", "--lang", "ru"])
    #expect(russian.stdout.contains("Тип медиа"))
    #expect(russian.stdout.contains("movie (фильмы)"))
  }

  @Test func aBadValueIsAUsageErrorInBothLanguages() async throws {
    try await signIn("anna@example.com")

    let english = try await app.run(["filters", "--limit", "0"])
    let russian = try await app.run(["filters", "--explicit", "maybe", "--lang", "ru"])
    let country = try await app.run(["filters", "--country", "R\u{1B}[2J"])

    #expect(english.exitCode == 2)
    #expect(
      english.stderr.contains("musiclib: --limit: “0” is not a limit; give a number from 1 to 200"))
    #expect(russian.exitCode == 2)
    #expect(russian.stderr.contains("«maybe» — не да и не нет (yes, no)"))
    #expect(country.exitCode == 2)
    #expect(!country.stderr.contains("\u{1B}[2J"), "the echoed value is made safe")
    await #expect(try filters().limit == 30, "nothing was saved")
  }

  @Test func signedOutThereAreNoFilters() async throws {
    _ = try await app.run(["signout"])
    let result = try await app.run(["filters"])
    #expect(result.exitCode == 77)
  }
}
