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
  /// The language of every string on the screen.
  public let language: Language

  /// Creates the dependencies.
  public init(
    users: any UserStore, session: any SessionStore, hasher: any PasswordHashing,
    language: Language
  ) {
    self.users = users
    self.session = session
    self.hasher = hasher
    self.language = language
  }
}
