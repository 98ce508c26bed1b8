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
