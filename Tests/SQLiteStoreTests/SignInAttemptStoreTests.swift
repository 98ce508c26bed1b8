import Domain
import Foundation
import SQLiteStore
import Testing

@Suite struct SignInAttemptStoreTests {
  @Test func recordsSurviveReopeningAndIgnoreCase() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("library.sqlite3").path
    let until = Date(timeIntervalSince1970: 1_800_000_000.5)
    do {
      let store = SQLiteSignInAttemptStore(database: try SQLiteDatabase(path: path))
      #expect(try await store.attempts(for: "a@b.io") == .none)
      try await store.save(SignInAttempts(failures: 5, lockedUntil: until), for: "A@B.io")
    }
    let store = SQLiteSignInAttemptStore(database: try SQLiteDatabase(path: path))
    #expect(
      try await store.attempts(for: "a@b.io") == SignInAttempts(failures: 5, lockedUntil: until))
    try await store.save(SignInAttempts(failures: 6, lockedUntil: nil), for: "a@b.io")
    #expect(try await store.attempts(for: "a@b.io").failures == 6)
    try await store.reset(for: "A@b.IO")
    #expect(try await store.attempts(for: "a@b.io") == .none)
  }

  @Test func theTableKeepsOnlyTheLatestAddresses() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try SQLiteDatabase(path: directory.appendingPathComponent("l.sqlite3").path)
    let store = SQLiteSignInAttemptStore(database: database, maximumRecords: 20)
    let failed = SignInAttempts(failures: 1, lockedUntil: nil)

    for number in 1...40 { try await store.save(failed, for: "user\(number)@example.com") }
    // A kept address that fails again becomes the latest; 19 newer ones then push out the rest.
    try await store.save(SignInAttempts(failures: 2, lockedUntil: nil), for: "user21@example.com")
    for number in 41...59 { try await store.save(failed, for: "user\(number)@example.com") }

    let count = try database.read {
      try $0.query("SELECT count(*) FROM sign_in_attempts") { $0.int64(0) }
    }
    #expect(count == [20])
    #expect(try await store.attempts(for: "user21@example.com").failures == 2)
    #expect(try await store.attempts(for: "user22@example.com") == .none, "the oldest went")
    #expect(try await store.attempts(for: "user59@example.com") == failed)
    #expect(SQLiteSignInAttemptStore.defaultMaximumRecords == 10_000)
  }
}
