import Domain

/// The history rules: a signed-in user is required, and every call touches only their entries.
public struct HistoryInteractor: HistoryInteracting {
  private let users: any UserStore
  private let session: any SessionStore
  private let history: any SearchHistoryStore

  /// Creates the interactor.
  public init(users: any UserStore, session: any SessionStore, history: any SearchHistoryStore) {
    self.users = users
    self.session = session
    self.history = history
  }

  // MARK: - HistoryInteracting

  public func signedInUser() async throws -> User {
    try await SignedInUser.load(users: users, session: session)
  }

  public func entries(limit: Int) async throws -> [HistoryEntry] {
    try await history.entries(for: try await signedInUser().id, limit: limit)
  }

  public func delete(_ query: String) async throws -> Bool {
    try await history.delete(query, for: try await signedInUser().id)
  }

  public func clear() async throws {
    try await history.clear(for: try await signedInUser().id)
  }
}
