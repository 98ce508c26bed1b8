import Domain
import Foundation
import InMemoryPorts
import SQLiteStore
import TestSupport

/// Accounts and stores shared by the store tests.
enum AccountFixtures {
  static let clock = FixedClock(Date(timeIntervalSince1970: 1_790_000_000.25))

  static func account(
    email: String = "anna@example.com", firstName: String = "Anna", lastName: String = "Smith",
    passwordHash: String = "$y$j75$salt$hash"
  ) -> NewAccount {
    NewAccount(
      firstName: firstName, lastName: lastName,
      birthDate: CalendarDate(year: 1990, month: 3, day: 7)!, phone: "+375291234567",
      email: email, passwordHash: passwordHash)
  }

  static func userCount(_ database: SQLiteDatabase) throws -> Int64 {
    try database.read { try $0.query("SELECT count(*) FROM users") { $0.int64(0) ?? -1 } }[0]
  }

  /// Records `query` for `user` at `date` as a build before the history's kinds did, in a
  /// database whose schema is older than `searchHistoryKinds` (today's store writes a kind).
  static func recordBeforeKinds(
    _ query: String, for user: User.ID, at date: Date, in database: SQLiteDatabase
  ) throws {
    try database.write {
      try $0.execute(
        """
        INSERT INTO search_history (user_id, query, query_key, searched_at) VALUES (?, ?, ?, ?)
        """,
        [
          .integer(user.rawValue), .text(query), .text(HistoryText.fold(query)),
          .text(StoredTimestamp.text(date)),
        ])
    }
  }
}
