/// Who is signed in on this machine: the one way every screen learns it, starts and ends it.
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state (an actor or a lock). The interactors that use it hold it strongly.
public protocol CurrentUser: Sendable {
  /// The signed-in user; `MusicLibraryError.notSignedIn` when nobody is signed in or the
  /// account no longer exists.
  func signedInUser() async throws -> User
  /// Signs `userID` in, replacing whoever was signed in.
  func signIn(_ userID: User.ID) async throws
  /// Signs out; nothing happens when nobody is signed in.
  func signOut() async throws
}

/// The `CurrentUser` kept by a `SessionStore` and looked up in a `UserStore`.
public struct SessionCurrentUser: CurrentUser {
  private let users: any UserStore
  private let session: any SessionStore

  /// A current user over the stored session and the user store.
  public init(users: any UserStore, session: any SessionStore) {
    self.users = users
    self.session = session
  }

  public func signedInUser() async throws -> User {
    guard let id = try await session.currentUserID(), let user = try await users.user(id: id)
    else { throw MusicLibraryError.notSignedIn }
    return user
  }

  public func signIn(_ userID: User.ID) async throws { try await session.begin(for: userID) }

  public func signOut() async throws { try await session.end() }
}
