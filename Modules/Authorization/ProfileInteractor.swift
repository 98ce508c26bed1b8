import Domain

/// Loads the signed-in user through the session, and ends the session.
public struct ProfileInteractor: ProfileInteracting {
  private let currentUser: any CurrentUser
  private let clock: any WallClock

  /// Creates the interactor over its ports.
  public init(currentUser: any CurrentUser, clock: any WallClock) {
    self.currentUser = currentUser
    self.clock = clock
  }

  public func signedInUser() async throws -> User {
    try await currentUser.signedInUser()
  }

  public func today() -> CalendarDate { clock.today() }

  public func signOut() async throws {
    try await currentUser.signOut()
  }
}
