import Domain
import InMemoryPorts
import TestSupport
import Testing

@Suite struct SessionCurrentUserTests {
  @Test func theSessionsUserIsSignedInAndSigningOutEndsTheSession() async throws {
    let (accounts, user) = try await InMemoryAccounts.withSignedInUser()
    let current = SessionCurrentUser(users: accounts, session: accounts)
    #expect(try await current.signedInUser() == user)
    try await current.signOut()
    #expect(await accounts.currentUserID() == nil)
    await #expect(throws: MusicLibraryError.notSignedIn) { try await current.signedInUser() }
    try await current.signIn(user.id)
    #expect(await accounts.currentUserID() == user.id)
  }

  @Test func aSessionWhoseAccountIsGoneIsNotSignedIn() async throws {
    let accounts = InMemoryAccounts(allowingUse: true)
    await accounts.begin(for: User.ID(rawValue: 42))
    let current = SessionCurrentUser(users: accounts, session: accounts)
    await #expect(throws: MusicLibraryError.notSignedIn) { try await current.signedInUser() }
  }
}
