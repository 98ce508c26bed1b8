import Domain

/// In-memory `MediaFiltersStore`: each user's filters, nil until saved.
public actor InMemoryMediaFilters: MediaFiltersStore {
  private var saved: [User.ID: MediaFilters]

  /// A store holding `saved`.
  public init(_ saved: [User.ID: MediaFilters] = [:]) { self.saved = saved }

  /// The user's saved filters, or nil.
  public func filters(for user: User.ID) -> MediaFilters? { saved[user] }

  /// Keeps `filters` as the user's.
  public func save(_ filters: MediaFilters, for user: User.ID) { saved[user] = filters }
}
