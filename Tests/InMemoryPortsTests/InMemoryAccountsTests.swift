import Domain
import InMemoryPorts
import Testing

@Suite struct InMemoryAccountsTests {
  static let ada = User(
    id: User.ID(rawValue: 7), firstName: "Ada", lastName: "Lovelace",
    birthDate: CalendarDate(year: 1990, month: 12, day: 10)!, phone: "+375291234567",
    email: "ada@example.com")

  @Test func accountsMadeForOneUserHaveThemSignedIn() async throws {
    let accounts = InMemoryAccounts(signedIn: Self.ada)
    #expect(try await accounts.signedInUser() == Self.ada)
    #expect(await accounts.userCount == 1)
    await accounts.signOut()
    await #expect(throws: MusicLibraryError.notSignedIn) { try await accounts.signedInUser() }
  }

  @Test func anAccountMadeAfterTheSignedInUserGetsTheNextID() async throws {
    let accounts = InMemoryAccounts(signedIn: Self.ada)
    let made = try await accounts.create(
      NewAccount(
        firstName: "Ivan", lastName: "Petrov", birthDate: Self.ada.birthDate, phone: Self.ada.phone,
        email: "ivan@example.com", passwordHash: "hash"))
    #expect(made.id == User.ID(rawValue: 8))
    await #expect(throws: MusicLibraryError.emailTaken) {
      try await accounts.create(
        NewAccount(
          firstName: "Ada", lastName: "L", birthDate: Self.ada.birthDate, phone: Self.ada.phone,
          email: "ADA@example.com", passwordHash: "hash"))
    }
  }
}
