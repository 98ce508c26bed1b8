import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

@Suite struct SQLiteTransactionTests {
  private struct Abort: Error, Equatable {}

  @Test func bindsAndReadsEveryValueKind() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)

    let rows = try database.read {
      try $0.query(
        "SELECT ?, ?, ?, ?, ?",
        [.text("Ёж 'x'\u{0}tail"), .integer(Int64.min), .real(2.5), .null, .integer(7)]
      ) { row in
        [
          row.text(0), row.int64(1).map(String.init), row.double(2).map { "\($0)" },
          row.isNull(3) ? "NULL" : "value", row.text(3), row.text(4),
        ]
      }
    }

    #expect(rows == [["Ёж 'x'\u{0}tail", "\(Int64.min)", "2.5", "NULL", nil, "7"]])
  }

  @Test func writeRollsBackWhenTheBodyThrows() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)
    let users = SQLiteUserStore(database: database, clock: AccountFixtures.clock)
    let user = try await users.create(AccountFixtures.account())

    #expect(throws: Abort()) {
      try database.write { transaction in
        try transaction.execute("DELETE FROM users WHERE id = ?", [.integer(user.id.rawValue)])
        #expect(transaction.changedRowCount == 1)
        throw Abort()
      }
    }

    #expect(try await users.user(id: user.id) == user)
    // The connection is usable again: no transaction was left open.
    try database.write { try $0.execute("DELETE FROM users") }
    #expect(try AccountFixtures.userCount(database) == 0)
  }

  @Test func readRefusesStatementsThatWrite() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)

    #expect {
      try database.read { try $0.execute("DELETE FROM users") }
    } throws: { error in
      guard case .storage(.other(_, let detail)) = error as? MusicLibraryError else { return false }
      return detail.contains("read transaction")
    }
  }

  @Test func refusesSQLThatIsNotExactlyOneStatement() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)
    let users = SQLiteUserStore(database: database, clock: AccountFixtures.clock)
    _ = try await users.create(AccountFixtures.account())

    #expect(throws: MusicLibraryError.self) {
      try database.write { try $0.execute("SELECT 1; DELETE FROM users") }
    }
    #expect(throws: MusicLibraryError.self) {
      try database.write { try $0.execute("-- nothing but a comment") }
    }
    try database.write { try $0.execute("SELECT 1;  \n") }
    #expect(try AccountFixtures.userCount(database) == 1)
  }

  @Test func sqliteErrorsBecomeStorageFailures() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    let database = try SQLiteDatabase(path: path)

    #expect {
      try database.write { try $0.execute("INSERT INTO nowhere VALUES (1)") }
    } throws: { error in
      guard case .storage(.other(let failedPath, let detail)) = error as? MusicLibraryError else {
        return false
      }
      return failedPath == path && detail.contains("no such table: nowhere")
    }
  }

  @Test func aWriterHeldUpByAnotherConnectionReportsLocked() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    let holder = try SQLiteDatabase(path: path)
    let impatient = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: 0)

    try holder.write { _ in
      #expect(throws: MusicLibraryError.storage(.locked(path: path))) {
        try impatient.write { try $0.execute("DELETE FROM session") }
      }
    }
  }

  @Test(arguments: [
    (Int32(5), StorageFailure.locked(path: "db")),
    (517, .locked(path: "db")),
    (6, .locked(path: "db")),
    (26, .corrupt(path: "db")),
    (11, .corrupt(path: "db")),
    (8, .readOnly(path: "db")),
    (14, .readOnly(path: "db")),
    (3, .readOnly(path: "db")),
    (23, .readOnly(path: "db")),
    (10, .other(path: "db", detail: "disk I/O error (SQLite code 10)")),
  ])
  func resultCodesMapToStorageFailures(code: Int32, failure: StorageFailure) {
    let error = SQLiteError(extendedCode: code, message: "disk I/O error")
    #expect(error.storageFailure(path: "db") == failure)
  }
}
