import Domain

/// In-memory `UserStore`, `SessionStore` and `CurrentUser` with the same uniqueness rule as the
/// database; an observer given at creation is told of every call.
public actor InMemoryAccounts: UserStore, SessionStore, CurrentUser {
  private var users: [User.ID: (user: User, hash: String)] = [:]
  private var nextID: Int64 = 1
  private var session: User.ID?
  /// How many times a password hash was replaced.
  public private(set) var passwordUpdates = 0
  private let observer: CallObserver?

  /// No accounts and nobody signed in; `observer` is told of every call.
  public init(observingCalls observer: CallObserver? = nil) { self.observer = observer }

  /// Accounts holding only `user` (with no password that signs in), who is signed in.
  public init(signedIn user: User) {
    observer = nil
    users[user.id] = (user, "")
    nextID = user.id.rawValue + 1
    session = user.id
  }

  private func check(_ method: String) { observer?(method) }

  /// Adds an account; `emailTaken` when the e-mail is in use, whatever its case.
  public func create(_ account: NewAccount) throws -> User {
    check("create")
    let email = account.email.lowercased()
    if users.values.contains(where: { $0.user.email.lowercased() == email }) {
      throw MusicLibraryError.emailTaken
    }
    let user = User(
      id: User.ID(rawValue: nextID), firstName: account.firstName, lastName: account.lastName,
      birthDate: account.birthDate, phone: account.phone, email: account.email)
    nextID += 1
    users[user.id] = (user, account.passwordHash)
    return user
  }

  /// The user with this id, if any.
  public func user(id: User.ID) -> User? {
    check("user")
    return users[id]?.user
  }

  /// The user id and password hash for this e-mail, whatever its case.
  public func credentials(email: String) -> StoredCredentials? {
    check("credentials")
    let wanted = email.lowercased()
    guard let entry = users.values.first(where: { $0.user.email.lowercased() == wanted }) else {
      return nil
    }
    return StoredCredentials(userID: entry.user.id, passwordHash: entry.hash)
  }

  /// Replaces the user's password hash.
  public func updatePasswordHash(_ hash: String, for userID: User.ID) {
    check("updatePasswordHash")
    guard let entry = users[userID] else { return }
    users[userID] = (entry.user, hash)
    passwordUpdates += 1
  }

  /// Who is signed in, if anyone.
  public func currentUserID() -> User.ID? {
    check("currentUserID")
    return session
  }
  /// Signs `userID` in.
  public func begin(for userID: User.ID) { setSession(userID, by: "begin") }
  /// Signs whoever is signed in out.
  public func end() { setSession(nil, by: "end") }

  /// The signed-in user; `notSignedIn` when nobody is.
  public func signedInUser() throws -> User {
    check("signedInUser")
    guard let session, let user = users[session]?.user else { throw MusicLibraryError.notSignedIn }
    return user
  }
  /// Signs `userID` in.
  public func signIn(_ userID: User.ID) { setSession(userID, by: "signIn") }
  /// Signs whoever is signed in out.
  public func signOut() { setSession(nil, by: "signOut") }

  private func setSession(_ userID: User.ID?, by method: String) {
    check(method)
    session = userID
  }

  /// How many accounts there are.
  public var userCount: Int { users.count }
}
