import Domain
import Foundation

/// The live `SignInAttemptStore`: one row per e-mail key in `sign_in_attempts`, so throttling
/// survives restarts and covers e-mails that have no account.
public struct SQLiteSignInAttemptStore: SignInAttemptStore {
  private let database: SQLiteDatabase

  /// Creates a store over `database`.
  public init(database: SQLiteDatabase) {
    self.database = database
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
    try database.write { transaction in
      try transaction.execute(
        """
        INSERT INTO sign_in_attempts (email_key, failures, locked_until) VALUES (?, ?, ?)
        ON CONFLICT (email_key) DO UPDATE
          SET failures = excluded.failures, locked_until = excluded.locked_until
        """,
        [
          .text(SQLiteUserStore.emailKey(email)), .integer(Int64(attempts.failures)),
          attempts.lockedUntil.map { .real($0.timeIntervalSince1970) } ?? .null,
        ])
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
