import Domain
import Localization

/// The ports the sign-in screen needs.
public struct AuthorizationDependencies: Sendable {
  /// Where accounts and their password hashes are stored.
  public let users: any UserStore
  /// Who is signed in; signing in changes it.
  public let currentUser: any CurrentUser
  /// Checks and upgrades password hashes.
  public let hasher: any PasswordHashing
  /// Failed sign-ins per e-mail, for throttling.
  public let attempts: any SignInAttemptStore
  /// The time, for throttling.
  public let clock: any WallClock
  /// The language of every string on the screen.
  public let language: Language

  /// Creates the dependencies.
  public init(
    users: any UserStore, currentUser: any CurrentUser, hasher: any PasswordHashing,
    attempts: any SignInAttemptStore, clock: any WallClock, language: Language
  ) {
    self.users = users
    self.currentUser = currentUser
    self.hasher = hasher
    self.attempts = attempts
    self.clock = clock
    self.language = language
  }
}
