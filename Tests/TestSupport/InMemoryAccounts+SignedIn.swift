import Domain
import InMemoryPorts

extension InMemoryAccounts {
  /// Accounts holding one user, Ivan Petrov, who is signed in.
  public static func withSignedInUser() async throws -> (accounts: InMemoryAccounts, user: User) {
    let accounts = InMemoryAccounts(allowingUse: true)
    let user = try await accounts.create(
      NewAccount(
        firstName: "Ivan", lastName: "Petrov",
        birthDate: CalendarDate(year: 1990, month: 3, day: 7)!, phone: "+375291234567",
        email: "ivan@example.com", passwordHash: "plain$Secret1"))
    await accounts.begin(for: user.id)
    return (accounts, user)
  }
}
