import Domain

/// Loads the signed-in user through the session, and ends the session.
public struct ProfileInteractor: ProfileInteracting {
  private let users: any UserStore
  private let session: any SessionStore
  private let clock: any WallClock

  /// Creates the interactor over its ports.
  public init(users: any UserStore, session: any SessionStore, clock: any WallClock) {
    self.users = users
    self.session = session
    self.clock = clock
  }

  public func signedInUser() async throws -> User {
    try await SignedInUser.load(users: users, session: session)
  }

  public func today() -> CalendarDate { clock.today() }

  public func signOut() async throws {
    try await session.end()
  }
}
