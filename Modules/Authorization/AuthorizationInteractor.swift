import Domain
import Foundation

/// Checks credentials against the user store, throttles repeated failures per e-mail, and starts
/// a session.
public struct AuthorizationInteractor: AuthorizationInteracting {
  private let users: any UserStore
  private let currentUser: any CurrentUser
  private let hasher: any PasswordHashing
  private let attempts: any SignInAttemptStore
  private let clock: any WallClock
  private let policy: SignInThrottlePolicy
  /// Verified against when the e-mail is unknown, so both failures cost the same time.
  private let decoyHash: String?

  /// Creates the interactor over its ports.
  public init(
    users: any UserStore, currentUser: any CurrentUser, hasher: any PasswordHashing,
    attempts: any SignInAttemptStore, clock: any WallClock,
    policy: SignInThrottlePolicy = SignInThrottlePolicy()
  ) {
    self.users = users
    self.currentUser = currentUser
    self.hasher = hasher
    self.attempts = attempts
    self.clock = clock
    self.policy = policy
    self.decoyHash = try? hasher.hash("decoy-password-for-unknown-accounts")
  }

  // Concurrent: yescrypt takes tens of milliseconds by design, which the caller's actor (the
  // main actor, drawing the spinner) must not wait out.
  @concurrent public func signIn(email: String, password: String) async throws -> User.ID {
    let email = email.trimmedOfWhitespace
    // Checked first: an address no account can have is neither looked up nor recorded.
    guard EmailLength.isWithinLimit(email) else { throw MusicLibraryError.overLongEmail }
    // No account has an empty address: the same answer as a wrong one, without a record.
    guard !email.isEmpty else { throw MusicLibraryError.wrongCredentials }
    let now = clock.now()
    let record = try await attempts.attempts(for: email)
    if let lockedUntil = record.lockedUntil, lockedUntil > now {
      throw MusicLibraryError.tooManyAttempts(
        retryAfterSeconds: Int(lockedUntil.timeIntervalSince(now).rounded(.up)))
    }
    guard let userID = try await verify(email: email, password: password) else {
      let failures = record.failures + 1
      let lock = policy.delay(afterFailures: failures).map { now.addingTimeInterval($0) }
      try await attempts.save(SignInAttempts(failures: failures, lockedUntil: lock), for: email)
      throw MusicLibraryError.wrongCredentials
    }
    if record != .none { try await attempts.reset(for: email) }
    try await currentUser.signIn(userID)
    return userID
  }

  public func signedInUser() async throws -> User? {
    do {
      return try await currentUser.signedInUser()
    } catch MusicLibraryError.notSignedIn {
      return nil
    }
  }

  /// The user whose password this is, upgrading an outdated hash; nil for any mismatch.
  private func verify(email: String, password: String) async throws -> User.ID? {
    guard !email.isEmpty, !password.isEmpty,
      let credentials = try await users.credentials(email: email)
    else {
      if let decoyHash { _ = hasher.verify(password, against: decoyHash) }
      return nil
    }
    guard hasher.verify(password, against: credentials.passwordHash) else { return nil }
    if hasher.needsRehash(credentials.passwordHash), let upgraded = try? hasher.hash(password) {
      try await users.updatePasswordHash(upgraded, for: credentials.userID)
    }
    return credentials.userID
  }
}
