import Domain
import Foundation
import InMemoryPorts
import SQLiteStore
import TestSupport
import Testing

/// The store rules, checked on the SQLite store and on the in-memory fake the feature tests use.
@Suite struct SearchHistoryStoreTests {
  /// Two users, Anna and Bob, in a fresh database, and a history store of the given kind.
  typealias Fixture = TwoUserStore<any SearchHistoryStore>

  @Test(arguments: StoreKind.allCases)
  func entriesComeNewestFirstTrimmedWithTheirTimes(kind: StoreKind) async throws {
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

  @Test(arguments: StoreKind.allCases)
  func blankQueriesAreNotRecorded(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    try await fixture.record(["", "   ", "\n\t"], for: fixture.anna)
    #expect(try await fixture.queries(of: fixture.anna) == [])
  }

  @Test(arguments: StoreKind.allCases)
  func aRepeatIgnoringCaseMovesToTheTopWithItsLatestSpelling(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    try await fixture.record(["abbey road", "Kind of Blue", "ABBEY ROAD "], for: fixture.anna)

    #expect(try await fixture.queries(of: fixture.anna) == ["ABBEY ROAD", "Kind of Blue"])
    #expect(
      try await fixture.history.entries(for: fixture.anna, limit: 1).first?.searchedAt
        == fixture.at(2))
  }

  @Test(arguments: StoreKind.allCases)
  func ёAndЕAreOneEntry(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    try await fixture.record(["Ёлка", "елка"], for: fixture.anna)
    #expect(try await fixture.queries(of: fixture.anna) == ["елка"])
  }

  @Test(arguments: StoreKind.allCases)
  func aRepeatAtTheSameInstantStillComesFirst(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    let now = fixture.at(0)
    for query in ["one", "two", "One"] {
      try await fixture.history.record(query, for: fixture.anna, at: now)
    }
    #expect(try await fixture.queries(of: fixture.anna) == ["One", "two"])
  }

  @Test(arguments: StoreKind.allCases)
  func keepsTheNewestHundredPerUser(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    let queries = (1...105).map { "query \($0)" }
    try await fixture.record(queries, for: fixture.anna)
    try await fixture.record(["bob's only"], for: fixture.bob)

    let kept = try await fixture.queries(of: fixture.anna)
    #expect(kept.count == 100)
    #expect(kept == Array(queries.suffix(100).reversed()))
    #expect(try await fixture.queries(of: fixture.bob) == ["bob's only"])
  }

  @Test(arguments: StoreKind.allCases)
  func eachUserSeesOnlyTheirOwnHistory(kind: StoreKind) async throws {
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

  @Test(arguments: StoreKind.allCases)
  func deleteIgnoresCaseAndSaysWhetherItRemovedSomething(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    try await fixture.record(["Abbey Road", "Kind of Blue"], for: fixture.anna)

    #expect(try await fixture.history.delete(" ABBEY road ", for: fixture.anna))
    #expect(try await fixture.queries(of: fixture.anna) == ["Kind of Blue"])
    #expect(try await fixture.history.delete("Abbey Road", for: fixture.anna) == false)
  }

  @Test(arguments: StoreKind.allCases)
  func clearRemovesEveryEntryOfTheUser(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    try await fixture.record(["one", "two", "three"], for: fixture.anna)
    try await fixture.history.clear(for: fixture.anna)
    #expect(try await fixture.queries(of: fixture.anna) == [])
  }

  @Test(arguments: StoreKind.allCases)
  func suggestionsPutPrefixMatchesBeforeWordMatches(kind: StoreKind) async throws {
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

  @Test(arguments: StoreKind.allCases)
  func suggestionsReadЁAsЕBothWays(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    try await fixture.record(["ёлка", "Новогодняя елочка"], for: fixture.anna)

    #expect(
      try await fixture.history.suggestions(for: fixture.anna, prefix: "елк", limit: 5)
        == ["ёлка"])
    #expect(
      try await fixture.history.suggestions(for: fixture.anna, prefix: "Ёло", limit: 5)
        == ["Новогодняя елочка"])
  }

  @Test(arguments: StoreKind.allCases)
  func sqlMetacharactersAndQuotesAreStoredAndMatchedLiterally(kind: StoreKind) async throws {
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

/// The kinds of search (issue 38): one text searched as two kinds is two entries, each merged
/// with its own kind's repeats; suggestions and deletions take one kind or every kind.
@Suite struct SearchHistoryKindTests {
  typealias Fixture = SearchHistoryStoreTests.Fixture

  @Test(arguments: StoreKind.allCases)
  func oneTextSearchedAsTwoKindsIsTwoEntries(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    let history = fixture.history
    try await history.record("Брат", kind: .movie, for: fixture.anna, at: fixture.at(0))
    try await history.record("брат", kind: .album, for: fixture.anna, at: fixture.at(1))
    try await history.record("БРАТ", kind: .movie, for: fixture.anna, at: fixture.at(2))
    try await history.record("группа", kind: .track, for: fixture.anna, at: fixture.at(3))

    #expect(
      try await history.entries(for: fixture.anna, limit: 10) == [
        HistoryEntry(query: "группа", kind: .track, searchedAt: fixture.at(3)),
        HistoryEntry(query: "БРАТ", kind: .movie, searchedAt: fixture.at(2)),
        HistoryEntry(query: "брат", kind: .album, searchedAt: fixture.at(1)),
      ])
    #expect(try await history.entries(for: fixture.bob, limit: 10) == [])
  }

  @Test(arguments: StoreKind.allCases)
  func suggestionsComeFromOneKindOrFromEvery(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    let history = fixture.history
    try await history.record("брат", kind: .movie, for: fixture.anna, at: fixture.at(0))
    try await history.record("брат 2", kind: .album, for: fixture.anna, at: fixture.at(1))
    try await history.record("братья", kind: .ebook, for: fixture.anna, at: fixture.at(2))

    let movies = try await history.suggestions(
      for: fixture.anna, prefix: "бра", kind: .movie, limit: 5)
    #expect(movies == [HistoryEntry(query: "брат", kind: .movie, searchedAt: fixture.at(0))])
    let every = try await history.suggestions(for: fixture.anna, prefix: "", kind: nil, limit: 5)
    #expect(every.map(\.query) == ["братья", "брат 2", "брат"])
    #expect(every.map(\.kind) == [.ebook, .album, .movie])
    #expect(
      try await history.suggestions(for: fixture.anna, prefix: "б", kind: .track, limit: 5) == [])
  }

  @Test(arguments: StoreKind.allCases)
  func aDeletionTakesOneKindOrEvery(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    let history = fixture.history
    for (offset, searched) in [SearchKind.album, .movie, .track].enumerated() {
      try await history.record(
        "кино", kind: searched, for: fixture.anna, at: fixture.at(Double(offset)))
    }

    #expect(try await history.delete("КИНО", kind: .movie, for: fixture.anna))
    #expect(try await history.delete("кино", kind: .movie, for: fixture.anna) == false)
    #expect(
      try await history.entries(for: fixture.anna, limit: 10).map(\.kind) == [.track, .album])
    #expect(try await history.delete("кино", kind: nil, for: fixture.anna))
    #expect(try await history.entries(for: fixture.anna, limit: 10) == [])
  }
}

extension TwoUserStore where Store == any SearchHistoryStore {
  /// The two users and a history store of `kind`.
  convenience init(_ kind: StoreKind) async throws {
    try await self.init(
      kind, sqlite: { SQLiteSearchHistoryStore(database: $0) },
      inMemory: { InMemorySearchHistory(allowingUse: true) })
  }

  /// The history store under test.
  var history: any SearchHistoryStore { store }

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
