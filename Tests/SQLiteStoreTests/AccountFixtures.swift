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
}
