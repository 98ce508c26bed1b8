import Domain

/// The history rules: a signed-in user is required, and every call touches only their entries.
public struct HistoryInteractor: HistoryInteracting {
  private let dependencies: HistoryDependencies

  /// Creates the interactor over `dependencies`' ports.
  public init(dependencies: HistoryDependencies) {
    self.dependencies = dependencies
  }

  // MARK: - HistoryInteracting

  public func signedInUser() async throws -> User {
    try await dependencies.currentUser.signedInUser()
  }

  public func entries(limit: Int) async throws -> [HistoryEntry] {
    try await dependencies.history.entries(for: try await signedInUser().id, limit: limit)
  }

  public func delete(_ query: String, kind: SearchKind?) async throws -> Bool {
    try await dependencies.history.delete(query, kind: kind, for: try await signedInUser().id)
  }

  public func clear() async throws {
    try await dependencies.history.clear(for: try await signedInUser().id)
  }
}
