/// The one way every screen learns who is signed in: from the stored session and the user store.
public enum SignedInUser {
  /// The session's user; `MusicLibraryError.notSignedIn` when there is no session or its user
  /// no longer exists.
  public static func load(users: any UserStore, session: any SessionStore) async throws -> User {
    guard let id = try await session.currentUserID(), let user = try await users.user(id: id)
    else { throw MusicLibraryError.notSignedIn }
    return user
  }
}
