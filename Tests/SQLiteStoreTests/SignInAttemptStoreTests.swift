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
}
