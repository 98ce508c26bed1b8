import Domain

/// Users and the session in memory: a service for one person, who is signed in from the start.
public actor MemoryAccounts: UserStore, SessionStore {
  private var users: [User]
  private var signedIn: User.ID?

  /// Accounts holding only `user`, who is signed in.
  public init(signedIn user: User) {
    users = [user]
    signedIn = user.id
  }

  // MARK: - UserStore

  /// Refuses: the service creates no accounts.
  public func create(_ account: NewAccount) throws -> User {
    throw MusicLibraryError.unexpected("the JSON-lines service creates no accounts")
  }

  /// The user with this id, or nil.
  public func user(id: User.ID) -> User? {
    users.first { $0.id == id }
  }

  /// None: nobody signs in with a password here.
  public func credentials(email: String) -> StoredCredentials? { nil }

  /// Nothing to update: no passwords are kept.
  public func updatePasswordHash(_ hash: String, for userID: User.ID) {}

  // MARK: - SessionStore

  /// The signed-in user's id.
  public func currentUserID() -> User.ID? { signedIn }

  /// Signs `userID` in.
  public func begin(for userID: User.ID) { signedIn = userID }

  /// Signs out.
  public func end() { signedIn = nil }
}
