import Foundation
import SQLiteStore
import TestSupport

/// Looks inside the database an app's runs left behind, as a separate reader would.
struct LibraryFile {
  let database: SQLiteDatabase

  init(of app: MusiclibProcess) async throws {
    database = try SQLiteDatabase(
      path: app.dataDirectory.appendingPathComponent("library.sqlite3").path)
  }

  /// What `PRAGMA integrity_check` reports; `["ok"]` for a sound file.
  func integrityCheck() async throws -> [String] {
    try database.read { try $0.query("PRAGMA integrity_check") { $0.text(0) ?? "" } }
  }

  /// Every stored e-mail, one per account, sorted.
  func emails() async throws -> [String] {
    try database.read {
      try $0.query("SELECT email FROM users ORDER BY email") { $0.text(0) ?? "" }
    }
  }

  /// Every stored password hash.
  func passwordHashes() async throws -> [String] {
    try database.read { try $0.query("SELECT password_hash FROM users") { $0.text(0) ?? "" } }
  }

  /// How many addresses have failed sign-ins recorded.
  func signInAttemptCount() async throws -> Int64 {
    try database.read {
      try $0.query("SELECT count(*) FROM sign_in_attempts") { $0.int64(0) ?? 0 }.first ?? 0
    }
  }
}
