import Domain

/// A `SessionStore` and `CurrentUser` whose every call throws the given error, e.g. a locked
/// database.
public struct FailingSessionStore: SessionStore, CurrentUser {
  /// What every call throws.
  public let error: MusicLibraryError

  /// A store that always fails with `error`.
  public init(_ error: MusicLibraryError) { self.error = error }

  /// Throws `error`.
  public func currentUserID() throws -> User.ID? { throw error }
  /// Throws `error`.
  public func begin(for userID: User.ID) throws { throw error }
  /// Throws `error`.
  public func end() throws { throw error }
  /// Throws `error`.
  public func signedInUser() throws -> User { throw error }
  /// Throws `error`.
  public func signIn(_ userID: User.ID) throws { throw error }
  /// Throws `error`.
  public func signOut() throws { throw error }
}
