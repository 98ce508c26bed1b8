import Domain
import Foundation
import InMemoryPorts
import SQLiteStore
import TestSupport
import Testing

/// The store rules, checked on the SQLite store and on the in-memory fake the feature tests use.
@Suite struct SearchHistoryStoreTests {
  enum Kind: CaseIterable, CustomTestStringConvertible {
    case sqlite
    case inMemory

    var testDescription: String { self == .sqlite ? "SQLite" : "in memory" }
  }

  /// Two users, Anna and Bob, in a fresh database, and a history store of the given kind.
  final class Fixture {
    let location = TemporaryLocation()
    let database: SQLiteDatabase
    let history: any SearchHistoryStore
    let anna: User.ID
    let bob: User.ID
    let start = Date(timeIntervalSince1970: 1_790_000_000.25)

    init(_ kind: Kind) async throws {
      database = try SQLiteDatabase(path: location.databasePath)
      let users = SQLiteUserStore(database: database, clock: AccountFixtures.clock)
      anna = try await users.create(AccountFixtures.account()).id
      bob = try await users.create(AccountFixtures.account(email: "bob@example.com")).id
      history =
        kind == .sqlite
        ? SQLiteSearchHistoryStore(database: database) : InMemorySearchHistory(allowingUse: true)
    }

    deinit { location.remove() }

    /// The instant `seconds` after the fixture's start.
    func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    /// Records each query for `user` one second after the previous one.
    func record(_ queries: [String], for user: User.ID, from seconds: Double = 0) async throws {
      for (offset, query) in queries.enumerated() {
        try await history.record(query, for: user, at: at(seconds + Double(offset)))
      }
    }

    func queries(of user: User.ID) async throws -> [String] {
      try await history.entries(for: user, limit: 1000).map(\.query)
    }
  }

  @Test(arguments: Kind.allCases)
  func entriesComeNewestFirstTrimmedWithTheirTimes(kind: Kind) async throws {
    let fixture = try await Fixture(kind)
    try await fixture.history.record("  Abbey Road\n", for: fixture.anna, at: fixture.at(0))
    try await fixture.history.record("Kind of Blue", for: fixture.anna, at: fixture.at(60))

    #expect(
      try await fixture.history.entries(for: fixture.anna, limit: 10) == [
        HistoryEntry(query: "Kind of Blue", searchedAt: fixture.at(60)),
        HistoryEntry(query: "Abbey Road", searchedAt: fixture.at(0)),
      ])
    #expect(try await fixture.history.entries(for: fixture.anna, limit: 1).count == 1)
  }

  @Test(arguments: Kind.allCases)
  func blankQueriesAreNotRecorded(kind: Kind) async throws {
    let fixture = try await Fixture(kind)
    try await fixture.record(["", "   ", "\n\t"], for: fixture.anna)
    #expect(try await fixture.queries(of: fixture.anna) == [])
  }

  @Test(arguments: Kind.allCases)
  func aRepeatIgnoringCaseMovesToTheTopWithItsLatestSpelling(kind: Kind) async throws {
    let fixture = try await Fixture(kind)
    try await fixture.record(["abbey road", "Kind of Blue", "ABBEY ROAD "], for: fixture.anna)

    #expect(try await fixture.queries(of: fixture.anna) == ["ABBEY ROAD", "Kind of Blue"])
    #expect(
      try await fixture.history.entries(for: fixture.anna, limit: 1).first?.searchedAt
        == fixture.at(2))
  }

  @Test(arguments: Kind.allCases)
  func ёAndЕAreOneEntry(kind: Kind) async throws {
    let fixture = try await Fixture(kind)
    try await fixture.record(["Ёлка", "елка"], for: fixture.anna)
    #expect(try await fixture.queries(of: fixture.anna) == ["елка"])
  }

  @Test(arguments: Kind.allCases)
  func aRepeatAtTheSameInstantStillComesFirst(kind: Kind) async throws {
    let fixture = try await Fixture(kind)
    let now = fixture.at(0)
    for query in ["one", "two", "One"] {
      try await fixture.history.record(query, for: fixture.anna, at: now)
    }
    #expect(try await fixture.queries(of: fixture.anna) == ["One", "two"])
  }

  @Test(arguments: Kind.allCases)
  func keepsTheNewestHundredPerUser(kind: Kind) async throws {
    let fixture = try await Fixture(kind)
    let queries = (1...105).map { "query \($0)" }
    try await fixture.record(queries, for: fixture.anna)
    try await fixture.record(["bob's only"], for: fixture.bob)

    let kept = try await fixture.queries(of: fixture.anna)
    #expect(kept.count == 100)
    #expect(kept == Array(queries.suffix(100).reversed()))
    #expect(try await fixture.queries(of: fixture.bob) == ["bob's only"])
  }

  @Test(arguments: Kind.allCases)
  func eachUserSeesOnlyTheirOwnHistory(kind: Kind) async throws {
    let fixture = try await Fixture(kind)
    try await fixture.record(["Abbey Road"], for: fixture.anna)
    try await fixture.record(["Abbey Road live", "Blue Train"], for: fixture.bob)

    #expect(try await fixture.queries(of: fixture.anna) == ["Abbey Road"])
    #expect(
      try await fixture.history.suggestions(for: fixture.anna, prefix: "", limit: 5)
        == ["Abbey Road"])
    #expect(try await fixture.history.delete("Blue Train", for: fixture.anna) == false)
    try await fixture.history.clear(for: fixture.anna)
    #expect(try await fixture.queries(of: fixture.anna) == [])
    #expect(try await fixture.queries(of: fixture.bob) == ["Blue Train", "Abbey Road live"])
  }

  @Test(arguments: Kind.allCases)
  func deleteIgnoresCaseAndSaysWhetherItRemovedSomething(kind: Kind) async throws {
    let fixture = try await Fixture(kind)
    try await fixture.record(["Abbey Road", "Kind of Blue"], for: fixture.anna)

    #expect(try await fixture.history.delete(" ABBEY road ", for: fixture.anna))
    #expect(try await fixture.queries(of: fixture.anna) == ["Kind of Blue"])
    #expect(try await fixture.history.delete("Abbey Road", for: fixture.anna) == false)
  }

  @Test(arguments: Kind.allCases)
  func clearRemovesEveryEntryOfTheUser(kind: Kind) async throws {
    let fixture = try await Fixture(kind)
    try await fixture.record(["one", "two", "three"], for: fixture.anna)
    try await fixture.history.clear(for: fixture.anna)
    #expect(try await fixture.queries(of: fixture.anna) == [])
  }

  @Test(arguments: Kind.allCases)
  func suggestionsPutPrefixMatchesBeforeWordMatches(kind: Kind) async throws {
    let fixture = try await Fixture(kind)
    try await fixture.record(
      ["Best of Queen", "Queen II", "AC/DC Live", "Greatest Hits: Queen", "queen"],
      for: fixture.anna)

    #expect(
      try await fixture.history.suggestions(for: fixture.anna, prefix: "QUE", limit: 5)
        == ["queen", "Queen II", "Greatest Hits: Queen", "Best of Queen"])
    #expect(
      try await fixture.history.suggestions(for: fixture.anna, prefix: "dc", limit: 5)
        == ["AC/DC Live"])
    #expect(
      try await fixture.history.suggestions(for: fixture.anna, prefix: "que", limit: 2)
        == ["queen", "Queen II"])
    #expect(
      try await fixture.history.suggestions(for: fixture.anna, prefix: "", limit: 2)
        == ["queen", "Greatest Hits: Queen"])
  }

  @Test(arguments: Kind.allCases)
  func suggestionsReadЁAsЕBothWays(kind: Kind) async throws {
    let fixture = try await Fixture(kind)
    try await fixture.record(["ёлка", "Новогодняя елочка"], for: fixture.anna)

    #expect(
      try await fixture.history.suggestions(for: fixture.anna, prefix: "елк", limit: 5)
        == ["ёлка"])
    #expect(
      try await fixture.history.suggestions(for: fixture.anna, prefix: "Ёло", limit: 5)
        == ["Новогодняя елочка"])
  }

  @Test(arguments: Kind.allCases)
  func sqlMetacharactersAndQuotesAreStoredAndMatchedLiterally(kind: Kind) async throws {
    let fixture = try await Fixture(kind)
    let tricky = ["100% Hits", "a_b", "O'Brien \"Live\"", "x'); DROP TABLE users; --", "50%"]
    try await fixture.record(tricky, for: fixture.anna)

    #expect(try await fixture.queries(of: fixture.anna) == tricky.reversed())
    #expect(
      try await fixture.history.suggestions(for: fixture.anna, prefix: "100%", limit: 5)
        == ["100% Hits"])
    #expect(try await fixture.history.suggestions(for: fixture.anna, prefix: "a%", limit: 5) == [])
    #expect(
      try await fixture.history.suggestions(for: fixture.anna, prefix: "a_", limit: 5)
        == ["a_b"])
    #expect(try await fixture.history.suggestions(for: fixture.anna, prefix: "ab", limit: 5) == [])
    #expect(try await fixture.history.delete("o'brien \"live\"", for: fixture.anna))
    #expect(try AccountFixtures.userCount(fixture.database) == 2)
  }
}
