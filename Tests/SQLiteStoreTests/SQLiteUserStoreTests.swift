import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

@Suite struct SQLiteUserStoreTests {
  @Test func createsAndReadsAUser() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)
    let store = SQLiteUserStore(database: database, clock: AccountFixtures.clock)

    let created = try await store.create(AccountFixtures.account(email: "Anna@Example.com"))
    let other = try await store.create(AccountFixtures.account(email: "bob@example.com"))

    #expect(created.id != other.id)
    #expect(try await store.user(id: created.id) == created)
    #expect(created.email == "Anna@Example.com")
    #expect(created.birthDate == CalendarDate(year: 1990, month: 3, day: 7))
    let credentials = try await store.credentials(email: "ANNA@example.COM")
    #expect(credentials == StoredCredentials(userID: created.id, passwordHash: "$y$j75$salt$hash"))
    #expect(try await store.user(id: User.ID(rawValue: 999)) == nil)
    #expect(try await store.credentials(email: "nobody@example.com") == nil)
  }

  @Test func storesTextVerbatim() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)
    let store = SQLiteUserStore(database: database, clock: AccountFixtures.clock)
    let account = AccountFixtures.account(
      email: "\"o'brien\"@example.com", firstName: "Иван \"Ваня\"",
      lastName: "O'Brien; DROP TABLE users;--", passwordHash: "$y$j75$a'b\"c$--")

    let created = try await store.create(account)

    let read = try #require(try await store.user(id: created.id))
    #expect(read.firstName == "Иван \"Ваня\"")
    #expect(read.lastName == "O'Brien; DROP TABLE users;--")
    #expect(read.email == "\"o'brien\"@example.com")
    let credentials = try await store.credentials(email: "\"O'BRIEN\"@example.com")
    #expect(credentials?.passwordHash == "$y$j75$a'b\"c$--")
    #expect(try AccountFixtures.userCount(database) == 1)
  }

  @Test(arguments: [
    ("anna@example.com", "ANNA@Example.COM"),
    ("ÄBC@x.de", "äbc@x.de"),
    ("ПОЧТА@пример.рф", "почта@пример.рф"),
    ("\u{C4}bc@x.de", "a\u{308}BC@x.de"),
  ])
  func duplicateEmailsDifferingOnlyInCaseAreTaken(first: String, second: String) async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)
    let store = SQLiteUserStore(database: database, clock: AccountFixtures.clock)
    let original = try await store.create(AccountFixtures.account(email: first))

    await #expect(throws: MusicLibraryError.emailTaken) {
      try await store.create(AccountFixtures.account(email: second, firstName: "Other"))
    }

    #expect(try AccountFixtures.userCount(database) == 1)
    #expect(try await store.user(id: original.id)?.firstName == "Anna")
  }

  @Test func updatesThePasswordHash() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)
    let store = SQLiteUserStore(database: database, clock: AccountFixtures.clock)
    let user = try await store.create(AccountFixtures.account())
    let bystander = try await store.create(AccountFixtures.account(email: "bob@example.com"))

    try await store.updatePasswordHash("$y$j9T$new$hash", for: user.id)

    #expect(try await store.credentials(email: user.email)?.passwordHash == "$y$j9T$new$hash")
    #expect(try await store.credentials(email: bystander.email)?.passwordHash == "$y$j75$salt$hash")
  }

  @Test func stampsCreationWithTheInjectedClock() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)
    let store = SQLiteUserStore(database: database, clock: AccountFixtures.clock)
    let user = try await store.create(AccountFixtures.account())

    let stamps = try database.read {
      try $0.query("SELECT created_at FROM users WHERE id = ?", [.integer(user.id.rawValue)]) {
        $0.text(0)
      }
    }

    #expect(stamps == ["2026-09-21T14:13:20.250Z"])
  }

  @Test func twoConnectionsRacingForOneEmailLetExactlyOneWin() async throws {
    for _ in 0..<10 {
      let location = TemporaryLocation()
      defer { location.remove() }
      let first = try SQLiteDatabase(path: location.databasePath)
      let second = try SQLiteDatabase(path: location.databasePath)
      let stores = [first, second].map {
        SQLiteUserStore(database: $0, clock: AccountFixtures.clock)
      }

      let outcomes = await withTaskGroup(of: Result<User, any Error>.self) { group in
        for (index, store) in stores.enumerated() {
          let account = AccountFixtures.account(
            email: index == 0 ? "race@example.com" : "RACE@example.com")
          group.addTask {
            do { return .success(try await store.create(account)) } catch { return .failure(error) }
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }

      let winners = outcomes.filter { (try? $0.get()) != nil }
      let losers = outcomes.filter {
        if case .failure(let error) = $0 {
          error as? MusicLibraryError == .emailTaken
        } else {
          false
        }
      }
      #expect(winners.count == 1)
      #expect(losers.count == 1)
      #expect(try AccountFixtures.userCount(first) == 1)
    }
  }
}
