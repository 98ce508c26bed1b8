import Domain

/// Who is signed in, in memory: a service for one person, who is signed in from the start.
public actor MemoryAccounts: CurrentUser {
  private let user: User
  private var signedIn: Bool

  /// Accounts holding only `user`, who is signed in.
  public init(signedIn user: User) {
    self.user = user
    signedIn = true
  }

  /// The person, unless they signed out.
  public func signedInUser() throws -> User {
    guard signedIn else { throw MusicLibraryError.notSignedIn }
    return user
  }

  /// Signs the person in again; nobody else has an account here.
  public func signIn(_ userID: User.ID) throws {
    guard userID == user.id else { throw MusicLibraryError.notSignedIn }
    signedIn = true
  }

  /// Signs out.
  public func signOut() { signedIn = false }
}
