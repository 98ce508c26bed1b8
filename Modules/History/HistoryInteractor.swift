import Domain

/// The history rules: a signed-in user is required, and every call touches only their entries.
public struct HistoryInteractor: HistoryInteracting {
  private let currentUser: any CurrentUser
  private let history: any SearchHistoryStore

  /// Creates the interactor.
  public init(currentUser: any CurrentUser, history: any SearchHistoryStore) {
    self.currentUser = currentUser
    self.history = history
  }

  // MARK: - HistoryInteracting

  public func signedInUser() async throws -> User {
    try await currentUser.signedInUser()
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
