import Foundation
import SQLiteStore
import TestSupport
import Testing

/// Each run opens the file, commits, and closes: the WAL it leaves stays short however many runs
/// came before, since the first connection of the next run reads the whole WAL back and appends
/// after it (issue 27: the answer cache's WAL grew by every search's pages).
@Suite struct WALAcrossRunsTests {
  private static let migrations = [
    SchemaMigration(
      summary: "answers",
      statements: ["CREATE TABLE answers (id INTEGER PRIMARY KEY, body BLOB NOT NULL)"])
  ]

  @Test(arguments: [
    (bytes: 240_000, runs: 20, disposable: true), (bytes: 240_000, runs: 20, disposable: false),
    (bytes: 100, runs: 150, disposable: false),
  ])
  func theWALARunLeavesIsShortWhateverCameBefore(bytes: Int, runs: Int, disposable: Bool)
    throws
  {
    let location = TemporaryLocation()
    defer { location.remove() }
    let wal = location.databasePath + "-wal"
    var largest = 0
    for _ in 1...runs {
      do {
        let database = try SQLiteDatabase(
          path: location.databasePath, migrations: Self.migrations, disposable: disposable)
        try database.write {
          try $0.execute(
            "INSERT INTO answers (body) VALUES (randomblob(?))", [.integer(Int64(bytes))])
        }
      }
      let size = try FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int ?? 0
      largest = max(largest, size)
    }

    #expect(try Self.rowCount(location.databasePath) == runs, "every run's row was kept")
    let transactionFrames = bytes / 4000 + 4
    let bound = 32 + (SQLiteDatabase.autoCheckpointPages + transactionFrames) * (4096 + 24)
    #expect(largest <= bound, "largest WAL after a run: \(largest) bytes")
  }

  private static func rowCount(_ path: String) throws -> Int {
    let database = try SQLiteDatabase(path: path, migrations: migrations)
    return try database.read {
      Int(try $0.query("SELECT count(*) FROM answers") { $0.int64(0) ?? 0 }.first ?? 0)
    }
  }
}
