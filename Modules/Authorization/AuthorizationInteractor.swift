import Domain

/// Checks credentials against the user store and starts a session.
public struct AuthorizationInteractor: AuthorizationInteracting {
  private let users: any UserStore
  private let session: any SessionStore
  private let hasher: any PasswordHashing
  /// Verified against when the e-mail is unknown, so both failures cost the same time.
  private let decoyHash: String?

  /// Creates the interactor over its ports.
  public init(users: any UserStore, session: any SessionStore, hasher: any PasswordHashing) {
    self.users = users
    self.session = session
    self.hasher = hasher
    self.decoyHash = try? hasher.hash("decoy-password-for-unknown-accounts")
  }

  public func signIn(email: String, password: String) async throws -> User.ID {
    let email = email.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !email.isEmpty, !password.isEmpty,
      let credentials = try await users.credentials(email: email)
    else {
      if let decoyHash { _ = hasher.verify(password, against: decoyHash) }
      throw MusicLibraryError.wrongCredentials
    }
    guard hasher.verify(password, against: credentials.passwordHash) else {
      throw MusicLibraryError.wrongCredentials
    }
    if hasher.needsRehash(credentials.passwordHash), let upgraded = try? hasher.hash(password) {
      try await users.updatePasswordHash(upgraded, for: credentials.userID)
    }
    try await session.begin(for: credentials.userID)
    return credentials.userID
  }
}
