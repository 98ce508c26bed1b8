import Domain

/// The filters rules: a signed-in user is required; a user who never set filters has the
/// defaults; a change is saved whole.
public struct FiltersInteractor: FiltersInteracting {
  private let dependencies: FiltersDependencies

  /// Creates the interactor over `dependencies`' ports.
  public init(dependencies: FiltersDependencies) {
    self.dependencies = dependencies
  }

  // MARK: - FiltersInteracting

  public func signedInUser() async throws -> User {
    try await dependencies.currentUser.signedInUser()
  }

  public func currentFilters() async throws -> MediaFilters {
    let user = try await signedInUser()
    return try await dependencies.filters.filters(for: user.id) ?? .defaults
  }

  public func apply(_ change: FiltersChange) async throws -> MediaFilters {
    let user = try await signedInUser()
    let current = try await dependencies.filters.filters(for: user.id) ?? .defaults
    let changed: MediaFilters
    do {
      changed = try change.apply(to: current)
    } catch {
      // `FiltersChange.init` checked the values against the same rules.
      throw MusicLibraryError.unexpected(String(describing: error))
    }
    try await dependencies.filters.save(changed, for: user.id)
    return changed
  }
}
