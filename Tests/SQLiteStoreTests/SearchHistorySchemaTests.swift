import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

@Suite struct SearchHistorySchemaTests {
  /// Versions before the search history: 2 is the one just before it, 1 the first release.
  @Test(arguments: [2, 1])
  func anOlderDatabaseUpgradesInPlaceKeepingUsersAndEndingTheSession(version: Int) async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    let userID: User.ID
    do {
      let old = try SQLiteDatabase(
        path: path, migrations: Array(LibrarySchema.migrations.prefix(version)))
      #expect(try old.schemaVersion() == Int32(version))
      userID = try await SQLiteUserStore(database: old, clock: AccountFixtures.clock)
        .create(AccountFixtures.account())
        .id
      try old.write {
        try $0.execute(
          "INSERT INTO session (id, user_id, started_at) VALUES (1, ?, 'then')",
          [.integer(userID.rawValue)])
      }
    }

    let upgraded = try SQLiteDatabase(path: path)

    #expect(try upgraded.schemaVersion() == LibrarySchema.latestVersion)
    #expect(
      LibrarySchema.migrations.prefix(3).map(\.summary)
        == ["users and session", "sign-in attempts", "search history"])
    let users = SQLiteUserStore(database: upgraded, clock: AccountFixtures.clock)
    #expect(try await users.user(id: userID)?.email == "anna@example.com")
    #expect(try await users.credentials(email: "anna@example.com")?.userID == userID)
    let sessions = SQLiteSessionStore(database: upgraded, clock: AccountFixtures.clock)
    #expect(
      try await sessions.currentUserID() == nil, "a session without a token is ended (issue 27)")
    let history = SQLiteSearchHistoryStore(database: upgraded)
    try await history.record("Abbey Road", for: userID, at: AccountFixtures.clock.now())
    #expect(try await history.entries(for: userID, limit: 5).map(\.query) == ["Abbey Road"])
  }

  /// A database made by the schema before the kinds (every step up to them) keeps every entry,
  /// with its id, text and time, as an album search, and then keeps kinds apart.
  @Test func theHistoryBeforeKindsUpgradesAsAlbumSearchesLosingNothing() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    let before = LibrarySchema.migrations.firstIndex { $0.summary == "search history kinds" }!
    let anna: User.ID
    let bob: User.ID
    let rowsBefore: [[String?]]
    do {
      let old = try SQLiteDatabase(
        path: path, migrations: Array(LibrarySchema.migrations.prefix(before)))
      let users = SQLiteUserStore(database: old, clock: AccountFixtures.clock)
      anna = try await users.create(AccountFixtures.account()).id
      bob = try await users.create(AccountFixtures.account(email: "bob@example.com")).id
      let now = AccountFixtures.clock.now()
      for (offset, query) in ["Кино", "Abbey Road", "ёлка"].enumerated() {
        try AccountFixtures.recordBeforeKinds(
          query, for: anna, at: now.addingTimeInterval(Double(offset)), in: old)
      }
      try AccountFixtures.recordBeforeKinds("Revolver", for: bob, at: now, in: old)
      rowsBefore = try Self.rows(old)
    }

    let upgraded = try SQLiteDatabase(path: path)

    #expect(try upgraded.schemaVersion() == LibrarySchema.latestVersion)
    #expect(try Self.rows(upgraded) == rowsBefore)
    let kinds = try upgraded.read {
      try $0.query("SELECT DISTINCT kind FROM search_history") { $0.text(0) }
    }
    #expect(kinds == ["album"])
    let history = SQLiteSearchHistoryStore(database: upgraded)
    let entries = try await history.entries(for: anna, limit: 10)
    #expect(entries.map(\.query) == ["ёлка", "Abbey Road", "Кино"])
    #expect(entries.allSatisfy { $0.kind == .album })
    #expect(try await history.entries(for: bob, limit: 10).map(\.query) == ["Revolver"])
    let later = AccountFixtures.clock.now().addingTimeInterval(60)
    try await history.record("кино", kind: .movie, for: anna, at: later)
    try await history.record("КИНО", kind: .album, for: anna, at: later)
    #expect(
      try await history.entries(for: anna, limit: 10).map { "\($0.query) \($0.kind)" } == [
        "КИНО album", "кино movie", "ёлка album", "Abbey Road album",
      ])
  }

  /// Every history row as the store keeps it, by id.
  static func rows(_ database: SQLiteDatabase) throws -> [[String?]] {
    try database.read {
      try $0.query(
        "SELECT id, user_id, query, query_key, searched_at FROM search_history ORDER BY id"
      ) { row in (Int32(0)..<5).map { row.text($0) ?? row.int64($0).map(String.init) } }
    }
  }

  @Test func timesAreStoredAsISO8601UTCWithMilliseconds() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)
    let user = try await SQLiteUserStore(database: database, clock: AccountFixtures.clock)
      .create(AccountFixtures.account())
    try await SQLiteSearchHistoryStore(database: database)
      .record("Abbey Road", for: user.id, at: AccountFixtures.clock.now())

    let stored = try database.read {
      try $0.query("SELECT searched_at, query_key FROM search_history") {
        [$0.text(0), $0.text(1)]
      }
    }
    #expect(stored == [["2026-09-21T14:13:20.250Z", "abbey road"]])
  }

  @Test func listingUsesTheRecentIndexAndDeletingTheUserTakesTheirHistory() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)
    let user = try await SQLiteUserStore(database: database, clock: AccountFixtures.clock)
      .create(AccountFixtures.account())
    let history = SQLiteSearchHistoryStore(database: database)
    try await history.record("Abbey Road", for: user.id, at: AccountFixtures.clock.now())

    let plan = try database.read {
      try $0.query(
        """
        EXPLAIN QUERY PLAN SELECT query FROM search_history WHERE user_id = 1
        ORDER BY searched_at DESC, id DESC
        """
      ) { $0.text(3) ?? "" }
    }
    #expect(plan.contains { $0.contains("USING INDEX search_history_recent") })
    #expect(!plan.contains { $0.contains("TEMP B-TREE") })

    try database.write {
      try $0.execute("DELETE FROM users WHERE id = ?", [.integer(user.id.rawValue)])
    }
    #expect(try await history.entries(for: user.id, limit: 5) == [])
  }
}
