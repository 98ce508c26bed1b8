import Domain
import Foundation

/// The live `SignInAttemptStore`: one row per e-mail key in `sign_in_attempts`, so throttling
/// survives restarts and covers e-mails that have no account.
///
/// The table stays bounded: one row per address (addresses are at most `EmailLength.maximum`
/// characters, checked before anything is stored), and at most `maximumRecords` rows, the
/// least recently failed address going first.
public struct SQLiteSignInAttemptStore: SignInAttemptStore {
  /// How many addresses are remembered by default: about 3 MB of keys at most, and evicting a
  /// throttled address would take this many failed sign-ins, each costing a password hash.
  public static let defaultMaximumRecords = 10_000

  private let database: SQLiteDatabase
  private let maximumRecords: Int

  /// Creates a store over `database` that keeps at most `maximumRecords` addresses.
  public init(database: SQLiteDatabase, maximumRecords: Int = defaultMaximumRecords) {
    self.database = database
    self.maximumRecords = max(1, maximumRecords)
  }

  public func attempts(for email: String) async throws -> SignInAttempts {
    try database.read { transaction in
      try transaction.query(
        "SELECT failures, locked_until FROM sign_in_attempts WHERE email_key = ?",
        [.text(SQLiteUserStore.emailKey(email))]
      ) { row in
        SignInAttempts(
          failures: Int(row.int64(0) ?? 0),
          lockedUntil: row.double(1).map(Date.init(timeIntervalSince1970:)))
      }.first ?? .none
    }
  }

  public func save(_ attempts: SignInAttempts, for email: String) async throws {
    let key = SQLiteUserStore.emailKey(email)
    // A lockout a power cut could undo would let a guesser start over.
    try database.durableWrite { transaction in
      // Deleted and inserted rather than updated, so the newest rowid is the latest failure.
      try transaction.execute("DELETE FROM sign_in_attempts WHERE email_key = ?", [.text(key)])
      try transaction.execute(
        "INSERT INTO sign_in_attempts (email_key, failures, locked_until) VALUES (?, ?, ?)",
        [
          .text(key), .integer(Int64(attempts.failures)),
          attempts.lockedUntil.map { .real($0.timeIntervalSince1970) } ?? .null,
        ])
      try transaction.execute(
        """
        DELETE FROM sign_in_attempts WHERE rowid <= (
          SELECT rowid FROM sign_in_attempts ORDER BY rowid DESC LIMIT 1 OFFSET ?)
        """,
        [.integer(Int64(maximumRecords))])
    }
  }

  public func reset(for email: String) async throws {
    try database.write { transaction in
      try transaction.execute(
        "DELETE FROM sign_in_attempts WHERE email_key = ?",
        [.text(SQLiteUserStore.emailKey(email))])
    }
  }
}
