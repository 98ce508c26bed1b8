import Domain

/// In-memory `UserStore`, `SessionStore` and `CurrentUser` with the same uniqueness rule as the
/// database.
public actor InMemoryAccounts: UserStore, SessionStore, CurrentUser {
  private var users: [User.ID: (user: User, hash: String)] = [:]
  private var nextID: Int64 = 1
  private var session: User.ID?
  public private(set) var passwordUpdates = 0

  public init() {}

  public func create(_ account: NewAccount) throws -> User {
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

  public func user(id: User.ID) -> User? { users[id]?.user }

  public func credentials(email: String) -> StoredCredentials? {
    let wanted = email.lowercased()
    guard let entry = users.values.first(where: { $0.user.email.lowercased() == wanted }) else {
      return nil
    }
    return StoredCredentials(userID: entry.user.id, passwordHash: entry.hash)
  }

  public func updatePasswordHash(_ hash: String, for userID: User.ID) {
    guard let entry = users[userID] else { return }
    users[userID] = (entry.user, hash)
    passwordUpdates += 1
  }

  public func currentUserID() -> User.ID? { session }
  public func begin(for userID: User.ID) { session = userID }
  public func end() { session = nil }

  public func signedInUser() async throws -> User {
    try await SessionCurrentUser(users: self, session: self).signedInUser()
  }
  public func signIn(_ userID: User.ID) { begin(for: userID) }
  public func signOut() { end() }

  public var userCount: Int { users.count }
}
