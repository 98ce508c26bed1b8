import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

@Suite struct SchemaMigrationTests {
  private let first = SchemaMigration(
    summary: "notes", statements: ["CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT) STRICT"])
  private let second = SchemaMigration(
    summary: "tags", statements: ["CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT) STRICT"])

  @Test func anAppendedStepUpgradesAnExistingFileKeepingItsData() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    do {
      let database = try SQLiteDatabase(path: path, migrations: [first])
      #expect(try database.schemaVersion() == 1)
      try database.write { try $0.execute("INSERT INTO notes (body) VALUES (?)", [.text("kept")]) }
    }

    let upgraded = try SQLiteDatabase(path: path, migrations: [first, second])

    #expect(try upgraded.schemaVersion() == 2)
    #expect(try upgraded.read { try $0.query("SELECT body FROM notes") { $0.text(0) } } == ["kept"])
    try upgraded.write { try $0.execute("INSERT INTO tags (name) VALUES ('new')") }
  }

  @Test func aFailingStepKeepsTheStepsBeforeItAndRollsItselfBack() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    let broken = SchemaMigration(
      summary: "broken",
      statements: ["CREATE TABLE half (id INTEGER) STRICT", "CREATE TABLE notes (id INTEGER)"])

    #expect {
      _ = try SQLiteDatabase(path: path, migrations: [first, broken])
    } throws: { error in
      guard case .storage(.other(_, let detail)) = error as? MusicLibraryError else { return false }
      return detail.contains("migration 2 (broken)") && detail.contains("already exists")
    }

    let database = try SQLiteDatabase(path: path, migrations: [first])
    #expect(try database.schemaVersion() == 1)
    let tables = try database.read {
      try $0.query("SELECT name FROM sqlite_schema WHERE type = 'table'") { $0.text(0) }
    }
    #expect(tables == ["notes"])
  }
}
