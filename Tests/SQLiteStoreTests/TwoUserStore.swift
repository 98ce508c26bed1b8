import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

/// Which store a rule is checked on: the SQLite one, or the in-memory one the feature tests use.
enum StoreKind: CaseIterable, CustomTestStringConvertible {
  case sqlite
  case inMemory

  var testDescription: String { self == .sqlite ? "SQLite" : "in memory" }
}

/// Two users, Anna and Bob, in a fresh database, and a store of the kind a test asks for.
final class TwoUserStore<Store> {
  let location = TemporaryLocation()
  let database: SQLiteDatabase
  /// The store under test.
  let store: Store
  let anna: User.ID
  let bob: User.ID
  let start = Date(timeIntervalSince1970: 1_790_000_000.25)

  /// The users in a fresh database, and the store `sqlite` makes over it or the one `inMemory`
  /// makes, as `kind` says.
  init(
    _ kind: StoreKind, sqlite: (SQLiteDatabase) -> Store, inMemory: (() -> Store)? = nil
  ) async throws {
    database = try SQLiteDatabase(path: location.databasePath)
    let users = SQLiteUserStore(database: database, clock: AccountFixtures.clock)
    anna = try await users.create(AccountFixtures.account()).id
    bob = try await users.create(AccountFixtures.account(email: "bob@example.com")).id
    if kind == .sqlite {
      store = sqlite(database)
    } else {
      let inMemory = try #require(inMemory, "no in-memory store given")
      store = inMemory()
    }
  }

  deinit { location.remove() }

  /// The instant `seconds` after the fixture's start.
  func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }
}
