import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

@Suite struct SQLiteDatabaseOpeningTests {
  @Test func newDirectoryAndFileAreOwnerOnly() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.directory.appendingPathComponent("a/b/library.sqlite3").path

    _ = try SQLiteDatabase(path: path)

    let files = FileManager.default
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    #expect(try files.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
    #expect(try files.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int == 0o700)
    let middle = directory.deletingLastPathComponent().path
    #expect(try files.attributesOfItem(atPath: middle)[.posixPermissions] as? Int == 0o700)
  }

  @Test func freshFileIsMigratedToTheLatestVersion() throws {
    let location = TemporaryLocation()
    defer { location.remove() }

    let database = try SQLiteDatabase(path: location.databasePath)

    #expect(try database.schemaVersion() == LibrarySchema.latestVersion)
    let tables = try database.read {
      try $0.query("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name") {
        $0.text(0)
      }
    }
    #expect(
      Set(tables.compactMap { $0 }).isSuperset(of: [
        "search_history", "session", "sign_in_attempts", "users",
      ]))
    // SQLite counts even a reading journal_mode pragma as a write.
    let journal = try database.write { try $0.query("PRAGMA journal_mode") { $0.text(0) } }
    #expect(journal == ["wal"])
    let foreignKeys = try database.read { try $0.query("PRAGMA foreign_keys") { $0.int64(0) } }
    #expect(foreignKeys == [1])
  }

  @Test func textFileIsReportedCorruptAndLeftAlone() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    try FileManager.default.createDirectory(
      at: location.directory, withIntermediateDirectories: true)
    let path = location.directory.appendingPathComponent("notes.sqlite3").path
    let text = String(repeating: "These are my notes, not a database.\n", count: 200)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))

    try expectRefused(path: path, with: .corrupt(path: path))
  }

  @Test func garbledDatabaseIsReportedCorruptAndLeftAlone() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    try await makeDatabaseWithSomeUsers(at: path)
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    for offset in 4096..<8192 { bytes[offset] = UInt8(truncatingIfNeeded: offset &* 37) }
    try bytes.write(to: URL(fileURLWithPath: path))

    try expectRefused(path: path, with: .corrupt(path: path))
  }

  /// What an export of a damaged library opens: the rows on sound pages read, the damaged
  /// page reported, any write refused, and the file never written.
  @Test func garbledDatabaseOpenedToReadIsReadAsFarAsItCanBeAndNeverWritten() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    try await makeDatabaseWithSomeUsers(at: path)
    let leaves = try SQLiteDatabase(path: path).read {
      try $0.query(
        "SELECT pageno FROM dbstat WHERE name = 'users' AND pagetype = 'leaf' ORDER BY pageno"
      ) { Int($0.int64(0) ?? 0) }
    }
    try #require(leaves.count >= 3)
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let page = leaves[leaves.count / 2]
    for offset in (page - 1) * 4096..<page * 4096 {
      bytes[offset] = UInt8(truncatingIfNeeded: offset &* 37)
    }
    try bytes.write(to: URL(fileURLWithPath: path))

    let database = try SQLiteDatabase(readingDamaged: path)

    #expect(database.readsDamagedFile)
    let first = try database.read {
      try $0.query("SELECT email FROM users ORDER BY id LIMIT 1") { $0.text(0) }
    }
    #expect(first == ["user0@example.com"])
    #expect(throws: MusicLibraryError.storage(.corrupt(path: path))) {
      try database.read { try $0.query("SELECT email FROM users") { $0.text(0) } }
    }
    #expect(throws: MusicLibraryError.storage(.readOnly(path: path))) {
      try database.write { try $0.execute("DELETE FROM users") }
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test func truncatedDatabaseIsReportedCorruptAndLeftAlone() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    try await makeDatabaseWithSomeUsers(at: path)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    try bytes.prefix(bytes.count / 2 + 100).write(to: URL(fileURLWithPath: path))

    try expectRefused(path: path, with: .corrupt(path: path))
  }

  @Test func newerSchemaVersionIsRefusedAndLeftAlone() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    do {
      let database = try SQLiteDatabase(path: path)
      try database.write { try $0.execute("PRAGMA user_version = 99") }
    }

    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect {
      _ = try SQLiteDatabase(path: path)
    } throws: { error in
      guard case .storage(.other(let failedPath, let detail)) = error as? MusicLibraryError else {
        return false
      }
      return failedPath == path && detail.contains("99") && detail.contains("newer")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  private func makeDatabaseWithSomeUsers(at path: String) async throws {
    let database = try SQLiteDatabase(path: path)
    let users = SQLiteUserStore(database: database, clock: AccountFixtures.clock)
    for number in 0..<60 {
      let name = String(repeating: "Name\(number)", count: 30)
      _ = try await users.create(
        AccountFixtures.account(email: "user\(number)@example.com", firstName: name))
    }
  }

  private func expectRefused(path: String, with failure: StorageFailure) throws {
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    #expect(throws: MusicLibraryError.storage(failure)) {
      _ = try SQLiteDatabase(path: path)
    }

    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }
}
