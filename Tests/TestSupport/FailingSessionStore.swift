import Domain

/// A `SessionStore` whose every call throws the given error, e.g. a locked database.
public struct FailingSessionStore: SessionStore {
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
}
