import Domain
import Testing

/// In-memory `UserStore`, `SessionStore` and `CurrentUser` with the same uniqueness rule as the
/// database. Unless the test allows them to be used, every call records a test issue naming
/// itself.
public actor InMemoryAccounts: UserStore, SessionStore, CurrentUser {
  private var users: [User.ID: (user: User, hash: String)] = [:]
  private var nextID: Int64 = 1
  private var session: User.ID?
  public private(set) var passwordUpdates = 0
  private let allowed: Bool

  /// No accounts and nobody signed in; they may be used when `allowingUse` is true.
  public init(allowingUse: Bool = false) { allowed = allowingUse }

  private func check(_ method: String) {
    if !allowed { Issue.record("InMemoryAccounts.\(method) called but not allowed") }
  }

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

  public func user(id: User.ID) -> User? {
    check("user")
    return users[id]?.user
  }

  public func credentials(email: String) -> StoredCredentials? {
    check("credentials")
    let wanted = email.lowercased()
    guard let entry = users.values.first(where: { $0.user.email.lowercased() == wanted }) else {
      return nil
    }
    return StoredCredentials(userID: entry.user.id, passwordHash: entry.hash)
  }

  public func updatePasswordHash(_ hash: String, for userID: User.ID) {
    check("updatePasswordHash")
    guard let entry = users[userID] else { return }
    users[userID] = (entry.user, hash)
    passwordUpdates += 1
  }

  public func currentUserID() -> User.ID? {
    check("currentUserID")
    return session
  }
  public func begin(for userID: User.ID) { setSession(userID, by: "begin") }
  public func end() { setSession(nil, by: "end") }

  public func signedInUser() throws -> User {
    check("signedInUser")
    guard let session, let user = users[session]?.user else { throw MusicLibraryError.notSignedIn }
    return user
  }
  public func signIn(_ userID: User.ID) { setSession(userID, by: "signIn") }
  public func signOut() { setSession(nil, by: "signOut") }

  private func setSession(_ userID: User.ID?, by method: String) {
    check(method)
    session = userID
  }

  public var userCount: Int { users.count }
}
