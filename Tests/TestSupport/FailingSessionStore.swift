import Domain

/// A `SessionStore` whose every call throws the given error, e.g. a locked database.
public struct FailingSessionStore: SessionStore {
  public let error: MusicLibraryError

  public init(_ error: MusicLibraryError) { self.error = error }

  public func currentUserID() throws -> User.ID? { throw error }
  public func begin(for userID: User.ID) throws { throw error }
  public func end() throws { throw error }
}
