import Domain

/// Loads the signed-in user through the session, and ends the session.
public struct ProfileInteractor: ProfileInteracting {
  private let dependencies: ProfileDependencies

  /// Creates the interactor over `dependencies`' ports.
  public init(dependencies: ProfileDependencies) {
    self.dependencies = dependencies
  }

  public func signedInUser() async throws -> User {
    try await dependencies.currentUser.signedInUser()
  }

  public func today() -> CalendarDate { dependencies.clock.today() }

  public func signOut() async throws {
    try await dependencies.currentUser.signOut()
  }
}
