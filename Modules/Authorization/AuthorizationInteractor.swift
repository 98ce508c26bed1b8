import Domain
import Foundation

/// Checks credentials against the user store, throttles repeated failures per e-mail, and starts
/// a session.
public struct AuthorizationInteractor: AuthorizationInteracting {
  private let dependencies: AuthorizationDependencies
  private let policy: SignInThrottlePolicy
  /// Verified against when the e-mail is unknown, so both failures cost the same time.
  private let decoyHash: String?

  /// Creates the interactor over `dependencies`' ports, throttling failures by `policy`.
  public init(
    dependencies: AuthorizationDependencies, policy: SignInThrottlePolicy = SignInThrottlePolicy()
  ) {
    self.dependencies = dependencies
    self.policy = policy
    self.decoyHash = try? dependencies.hasher.hash("decoy-password-for-unknown-accounts")
  }

  // Concurrent: yescrypt takes tens of milliseconds by design, which the caller's actor (the
  // main actor, drawing the spinner) must not wait out.
  @concurrent public func signIn(email: String, password: String) async throws -> User.ID {
    let email = email.trimmedOfWhitespace
    // Checked first: an address no account can have is neither looked up nor recorded.
    guard EmailLength.isWithinLimit(email) else { throw MusicLibraryError.overLongEmail }
    // No account has an empty address: the same answer as a wrong one, without a record.
    guard !email.isEmpty else { throw MusicLibraryError.wrongCredentials }
    let now = dependencies.clock.now()
    let record = try await dependencies.attempts.attempts(for: email)
    if let lockedUntil = record.lockedUntil, lockedUntil > now {
      throw MusicLibraryError.tooManyAttempts(
        retryAfterSeconds: Int(lockedUntil.timeIntervalSince(now).rounded(.up)))
    }
    guard let userID = try await verify(email: email, password: password) else {
      let failures = record.failures + 1
      let lock = policy.delay(afterFailures: failures).map { now.addingTimeInterval($0) }
      try await dependencies.attempts.save(
        SignInAttempts(failures: failures, lockedUntil: lock), for: email)
      throw MusicLibraryError.wrongCredentials
    }
    if record != .none { try await dependencies.attempts.reset(for: email) }
    try await dependencies.currentUser.signIn(userID)
    return userID
  }

  public func signedInUser() async throws -> User? {
    do {
      return try await dependencies.currentUser.signedInUser()
    } catch MusicLibraryError.notSignedIn {
      return nil
    }
  }

  /// The user whose password this is, upgrading an outdated hash; nil for any mismatch.
  private func verify(email: String, password: String) async throws -> User.ID? {
    guard !email.isEmpty, !password.isEmpty,
      let credentials = try await dependencies.users.credentials(email: email)
    else {
      if let decoyHash { _ = dependencies.hasher.verify(password, against: decoyHash) }
      return nil
    }
    guard dependencies.hasher.verify(password, against: credentials.passwordHash) else {
      return nil
    }
    if dependencies.hasher.needsRehash(credentials.passwordHash),
      let upgraded = try? dependencies.hasher.hash(password)
    {
      try await dependencies.users.updatePasswordHash(upgraded, for: credentials.userID)
    }
    return credentials.userID
  }
}
