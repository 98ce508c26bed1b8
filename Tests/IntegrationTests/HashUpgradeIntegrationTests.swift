import Authorization
import Domain
import Foundation
import InMemoryPorts
import PasswordHashing
import SQLiteStore
import TestSupport
import Testing

/// Sign-in over the real SQLite store and the real yescrypt hasher: a hash made with a lower
/// cost than the current one is replaced at the next successful sign-in.
@Suite struct HashUpgradeIntegrationTests {
  static let password = "Old-Secret-9"
  static let email = "anna@example.com"
  let clock = FixedClock(Date(timeIntervalSince1970: 1_790_000_000))
  let location = TemporaryLocation()

  private var databasePath: String { location.databasePath }

  @Test func aCheapHashIsUpgradedToTheCurrentCostAtSignIn() async throws {
    defer { location.remove() }
    let oldHash = try YescryptPasswordHasher(cost: 1).hash(Self.password)
    let current = YescryptPasswordHasher(cost: 5)
    #expect(!oldHash.hasPrefix("$y$j9T$"))
    #expect(current.needsRehash(oldHash))
    let userID = try await storeAccount(passwordHash: oldHash)

    let signedIn = try await interactor(hasher: current).signIn(
      email: Self.email, password: Self.password)

    #expect(signedIn == userID)
    // A fresh connection, so the new hash is read from the file, not from memory.
    let stored = try await storedHash()
    #expect(stored.hasPrefix("$y$j9T$"))
    #expect(stored != oldHash)
    #expect(current.verify(Self.password, against: stored))
    #expect(!current.needsRehash(stored))
  }

  @Test func aWrongPasswordLeavesTheCheapHashAlone() async throws {
    defer { location.remove() }
    let oldHash = try YescryptPasswordHasher(cost: 1).hash(Self.password)
    _ = try await storeAccount(passwordHash: oldHash)

    await #expect(throws: MusicLibraryError.wrongCredentials) {
      _ = try await interactor(hasher: YescryptPasswordHasher(cost: 5)).signIn(
        email: Self.email, password: "Not-The-One-1")
    }

    #expect(try await storedHash() == oldHash)
  }

  private func storeAccount(passwordHash: String) async throws -> User.ID {
    let users = SQLiteUserStore(database: try SQLiteDatabase(path: databasePath), clock: clock)
    let user = try await users.create(
      NewAccount(
        firstName: "Anna", lastName: "Smith",
        birthDate: CalendarDate(year: 1990, month: 3, day: 7)!, phone: "+375291234567",
        email: Self.email, passwordHash: passwordHash))
    return user.id
  }

  private func interactor(hasher: YescryptPasswordHasher) throws -> AuthorizationInteractor {
    let database = try SQLiteDatabase(path: databasePath)
    let users = SQLiteUserStore(database: database, clock: clock)
    return AuthorizationInteractor(
      dependencies: AuthorizationDependencies(
        users: users,
        currentUser: SessionCurrentUser(
          users: users, session: SQLiteSessionStore(database: database, clock: clock)),
        hasher: hasher,
        attempts: SQLiteSignInAttemptStore(database: database), clock: clock, language: .en))
  }

  private func storedHash() async throws -> String {
    let users = SQLiteUserStore(database: try SQLiteDatabase(path: databasePath), clock: clock)
    return try #require(try await users.credentials(email: Self.email)).passwordHash
  }
}
