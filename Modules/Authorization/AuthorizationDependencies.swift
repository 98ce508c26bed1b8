import Domain
import Localization

/// The ports the sign-in screen needs.
public struct AuthorizationDependencies: Sendable {
  /// Where accounts are stored.
  public let users: any UserStore
  /// Where the session is stored.
  public let session: any SessionStore
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
    users: any UserStore, session: any SessionStore, hasher: any PasswordHashing,
    attempts: any SignInAttemptStore, clock: any WallClock, language: Language
  ) {
    self.users = users
    self.session = session
    self.hasher = hasher
    self.attempts = attempts
    self.clock = clock
    self.language = language
  }
}
