import Domain
import Foundation

/// The live `UserStore`: accounts in the `users` table of a shared `SQLiteDatabase`.
///
/// E-mails are unique by a key that is the address lowercased with Unicode rules (and in NFC),
/// enforced by a UNIQUE index, so the check is atomic across connections and processes.
public struct SQLiteUserStore: UserStore {
  private let database: SQLiteDatabase
  private let clock: any WallClock

  /// Creates a store over `database`, stamping new accounts with `clock`.
  public init(database: SQLiteDatabase, clock: any WallClock) {
    self.database = database
    self.clock = clock
  }

  /// The key under which `email` is unique.
  public static func emailKey(_ email: String) -> String {
    email.lowercased().precomposedStringWithCanonicalMapping
  }

  public func create(_ account: NewAccount) async throws -> User {
    let id = try database.durableWrite { transaction in
      do {
        try transaction.execute(
          """
          INSERT INTO users
            (email, email_key, password_hash, first_name, last_name, birth_date, phone, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          """,
          [
            .text(account.email), .text(Self.emailKey(account.email)), .text(account.passwordHash),
            .text(account.firstName), .text(account.lastName), .text(account.birthDate.iso),
            .text(account.phone), .text(StoredTimestamp.text(clock.now())),
          ])
      } catch let error as SQLiteError where error.extendedCode == SQLiteError.constraintUnique {
        throw MusicLibraryError.emailTaken
      }
      return transaction.lastInsertedRowID
    }
    return User(
      id: User.ID(rawValue: id), firstName: account.firstName, lastName: account.lastName,
      birthDate: account.birthDate, phone: account.phone, email: account.email)
  }

  public func user(id: User.ID) async throws -> User? {
    let path = database.path
    return try database.read { transaction in
      try transaction.query(
        "SELECT first_name, last_name, birth_date, phone, email FROM users WHERE id = ?",
        [.integer(id.rawValue)]
      ) { row in
        guard let first = row.text(0), let last = row.text(1), let born = row.text(2),
          let birthDate = CalendarDate(iso: born), let phone = row.text(3),
          let email = row.text(4)
        else {
          throw MusicLibraryError.storage(.corrupt(path: path))
        }
        return User(
          id: id, firstName: first, lastName: last, birthDate: birthDate, phone: phone,
          email: email)
      }.first
    }
  }

  public func credentials(email: String) async throws -> StoredCredentials? {
    try database.read { transaction in
      try transaction.query(
        "SELECT id, password_hash FROM users WHERE email_key = ?", [.text(Self.emailKey(email))]
      ) { row in
        StoredCredentials(
          userID: User.ID(rawValue: row.int64(0) ?? 0), passwordHash: row.text(1) ?? "")
      }.first
    }
  }

  public func updatePasswordHash(_ hash: String, for userID: User.ID) async throws {
    try database.durableWrite { transaction in
      try transaction.execute(
        "UPDATE users SET password_hash = ? WHERE id = ?", [.text(hash), .integer(userID.rawValue)])
    }
  }
}
