/// Persists accounts. Implementations must make `create` atomic with respect to the e-mail's
/// uniqueness (compared case-insensitively), also across processes.
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state (an actor or a lock). The interactors that use it hold it strongly.
public protocol UserStore: Sendable {
  /// Stores a new account; throws `MusicLibraryError.emailTaken` when the e-mail is registered.
  func create(_ account: NewAccount) async throws -> User
  /// The user with this id, or nil.
  func user(id: User.ID) async throws -> User?
  /// The stored credentials for an e-mail (case-insensitive), or nil when none is registered.
  func credentials(email: String) async throws -> StoredCredentials?
  /// Replaces a user's password hash (used to upgrade old hashes after a successful sign-in).
  func updatePasswordHash(_ hash: String, for userID: User.ID) async throws
}

/// Remembers who is signed in on this machine, across launches.
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state (an actor or a lock). The interactors that use it hold it strongly.
public protocol SessionStore: Sendable {
  /// The signed-in user's id, or nil when nobody is signed in.
  func currentUserID() async throws -> User.ID?
  /// Starts a session for the user, replacing any previous one.
  func begin(for userID: User.ID) async throws
  /// Ends the current session, if any.
  func end() async throws
}

/// Hashes and verifies passwords. Implementations normalise with NFKC before hashing.
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state (an actor or a lock). The interactors that use it hold it strongly.
public protocol PasswordHashing: Sendable {
  /// A new salted hash of `password`.
  func hash(_ password: String) throws -> String
  /// Whether `password` matches the stored `hash`, compared in constant time.
  func verify(_ password: String, against hash: String) -> Bool
  /// Whether a stored hash was made with weaker settings than the current ones.
  func needsRehash(_ hash: String) -> Bool
}
