import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

@Suite struct SQLiteSessionStoreTests {
  @Test func nobodyIsSignedInOnAFreshDatabase() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)

    let sessions = SQLiteSessionStore(database: database, clock: AccountFixtures.clock)

    #expect(try await sessions.currentUserID() == nil)
  }

  @Test func sessionSurvivesClosingAndReopening() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let userID: User.ID
    do {
      let database = try SQLiteDatabase(path: location.databasePath)
      let users = SQLiteUserStore(database: database, clock: AccountFixtures.clock)
      userID = try await users.create(AccountFixtures.account()).id
      try await SQLiteSessionStore(database: database, clock: AccountFixtures.clock)
        .begin(for: userID)
    }

    let reopened = try SQLiteDatabase(path: location.databasePath)
    let sessions = SQLiteSessionStore(database: reopened, clock: AccountFixtures.clock)

    #expect(try await sessions.currentUserID() == userID)
    let started = try reopened.read {
      try $0.query("SELECT started_at FROM session") { $0.text(0) }
    }
    #expect(started == ["2026-09-21T14:13:20.250Z"])
  }

  @Test func beginReplacesThePreviousSession() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)
    let users = SQLiteUserStore(database: database, clock: AccountFixtures.clock)
    let sessions = SQLiteSessionStore(database: database, clock: AccountFixtures.clock)
    let anna = try await users.create(AccountFixtures.account())
    let bob = try await users.create(AccountFixtures.account(email: "bob@example.com"))

    try await sessions.begin(for: anna.id)
    try await sessions.begin(for: bob.id)

    #expect(try await sessions.currentUserID() == bob.id)
    #expect(
      try database.read { try $0.query("SELECT count(*) FROM session") { $0.int64(0) } } == [1])
  }

  @Test func signingOutEndsTheSessionForGood() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    do {
      let database = try SQLiteDatabase(path: location.databasePath)
      let users = SQLiteUserStore(database: database, clock: AccountFixtures.clock)
      let sessions = SQLiteSessionStore(database: database, clock: AccountFixtures.clock)
      try await sessions.begin(for: try await users.create(AccountFixtures.account()).id)

      try await sessions.end()

      #expect(try await sessions.currentUserID() == nil)
    }
    let reopened = try SQLiteDatabase(path: location.databasePath)
    let sessions = SQLiteSessionStore(database: reopened, clock: AccountFixtures.clock)
    #expect(try await sessions.currentUserID() == nil)
  }

  @Test func deletingTheUserEndsTheSession() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)
    let users = SQLiteUserStore(database: database, clock: AccountFixtures.clock)
    let sessions = SQLiteSessionStore(database: database, clock: AccountFixtures.clock)
    let user = try await users.create(AccountFixtures.account())
    try await sessions.begin(for: user.id)

    try database.write {
      try $0.execute("DELETE FROM users WHERE id = ?", [.integer(user.id.rawValue)])
    }

    #expect(try await sessions.currentUserID() == nil)
  }
}
