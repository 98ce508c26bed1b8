import Domain
import Foundation
import TestSupport
import Testing

@testable import SQLiteStore

/// The session bound to a secret: a random token in a file only its user reads, its hash for
/// one user in the database, so editing the row or copying the database signs nobody in.
@Suite struct SessionTokenTests {
  let location = TemporaryLocation()
  var tokenPath: String { DatabaseFile.parent(of: location.databasePath) + "/session-token" }

  /// Anna and Bob in a fresh database, Anna signed in.
  func annaSignedIn() async throws -> (SQLiteDatabase, SQLiteSessionStore, User.ID, User.ID) {
    let database = try SQLiteDatabase(path: location.databasePath)
    let users = SQLiteUserStore(database: database, clock: AccountFixtures.clock)
    let anna = try await users.create(AccountFixtures.account()).id
    let bob = try await users.create(AccountFixtures.account(email: "bob@example.com")).id
    let sessions = SQLiteSessionStore(database: database, clock: AccountFixtures.clock)
    try await sessions.begin(for: anna)
    return (database, sessions, anna, bob)
  }

  @Test func editingTheRowToAnotherUserSignsNobodyIn() async throws {
    defer { location.remove() }
    let (database, sessions, anna, bob) = try await annaSignedIn()
    #expect(try await sessions.currentUserID() == anna)

    try database.write {
      try $0.execute("UPDATE session SET user_id = ?", [.integer(bob.rawValue)])
    }

    #expect(try await sessions.currentUserID() == nil)
  }

  @Test func aRowWithoutItsTokenFileOrWithAnotherSignsNobodyIn() async throws {
    defer { location.remove() }
    let (database, sessions, anna, _) = try await annaSignedIn()
    let token = try String(contentsOfFile: tokenPath, encoding: .utf8)
    #expect(token.count == 65 && token.hasSuffix("\n"))
    let stored = try database.read {
      try $0.query("SELECT token_hash FROM session") { $0.text(0) }
    }
    #expect(stored.first??.contains(token.dropLast()) == false, "only a hash is stored")

    try FileManager.default.removeItem(atPath: tokenPath)
    #expect(try await sessions.currentUserID() == nil)
    try SessionToken.write(SessionToken.make(), to: tokenPath)
    #expect(try await sessions.currentUserID() == nil)
    try Data(token.utf8).write(to: URL(fileURLWithPath: tokenPath))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: tokenPath)
    #expect(try await sessions.currentUserID() == anna)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: tokenPath)
    #expect(try await sessions.currentUserID() == nil, "a token others can read is no token")
  }

  @Test func theTokenFileIsTheUsersAloneAndSigningOutDeletesIt() async throws {
    defer { location.remove() }
    let (_, sessions, _, _) = try await annaSignedIn()
    let mode = try FileManager.default.attributesOfItem(atPath: tokenPath)[.posixPermissions]
    #expect((mode as? Int ?? 0) & 0o777 == 0o600)

    try await sessions.end()

    #expect(!FileManager.default.fileExists(atPath: tokenPath))
  }

  @Test func aSessionFromBeforeTheTokensEnds() async throws {
    defer { location.remove() }
    let before = Array(LibrarySchema.migrations.prefix { $0.summary != "session tokens" })
    #expect(before.count < LibrarySchema.migrations.count, "the step exists")
    do {
      let old = try SQLiteDatabase(path: location.databasePath, migrations: before)
      let anna = try await SQLiteUserStore(database: old, clock: AccountFixtures.clock)
        .create(AccountFixtures.account()).id
      try old.write {
        try $0.execute(
          "INSERT INTO session (id, user_id, started_at) VALUES (1, ?, 'now')",
          [.integer(anna.rawValue)])
      }
    }
    let upgraded = try SQLiteDatabase(path: location.databasePath)
    let sessions = SQLiteSessionStore(database: upgraded, clock: AccountFixtures.clock)
    #expect(try await sessions.currentUserID() == nil)
    #expect(try AccountFixtures.userCount(upgraded) == 1)
  }

  @Test func sha256MatchesTheStandardsVectors() {
    #expect(
      SHA256.hex(Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex([UInt8]())
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }
}
