import Foundation

/// One remembered search: the text as last typed, what it looked for and when it was last
/// searched.
public struct HistoryEntry: Hashable, Sendable, Codable {
  /// The most entries a user's history keeps; older ones are dropped.
  public static let maximumPerUser = 100

  /// The trimmed search text, in the spelling of its latest search.
  public let query: String
  /// What the search looked for.
  public let kind: SearchKind
  /// When the text was last searched.
  public let searchedAt: Date

  /// Creates an entry.
  public init(query: String, kind: SearchKind = .album, searchedAt: Date) {
    self.query = query
    self.kind = kind
    self.searchedAt = searchedAt
  }
}

/// Remembers each user's successful searches.
///
/// Every implementation keeps these rules: queries are trimmed (a blank one is not recorded);
/// texts of one kind equal under `HistoryText.fold` are one entry, and searching one again moves
/// it to the top with its latest spelling (the same text searched as two kinds is two entries); a user keeps at most `HistoryEntry.maximumPerUser` entries, the
/// oldest dropped in the same step; a user sees only their own entries.
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state (an actor or a lock). The interactors that use it hold it strongly.
public protocol SearchHistoryStore: Sendable {
  /// Remembers that `user` searched for `query` as `kind` at `date`.
  func record(_ query: String, kind: SearchKind, for user: User.ID, at date: Date) async throws
  /// The user's newest `limit` entries, newest first.
  func entries(for user: User.ID, limit: Int) async throws -> [HistoryEntry]
  /// Up to `limit` remembered entries for the typed `prefix`, of `kind` or of every kind when
  /// nil, in `HistorySuggestions` order.
  func suggestions(for user: User.ID, prefix: String, kind: SearchKind?, limit: Int)
    async throws -> [HistoryEntry]
  /// Forgets the entries equal to `query` under `HistoryText.fold`, of `kind` or of every kind
  /// when nil; true if there was one.
  func delete(_ query: String, kind: SearchKind?, for user: User.ID) async throws -> Bool
  /// Forgets every entry of the user.
  func clear(for user: User.ID) async throws
}

extension SearchHistoryStore {
  /// Remembers an album search (what every search was before the history kept kinds).
  public func record(_ query: String, for user: User.ID, at date: Date) async throws {
    try await record(query, kind: .album, for: user, at: date)
  }

  /// Up to `limit` remembered queries of every kind for the typed `prefix`.
  public func suggestions(for user: User.ID, prefix: String, limit: Int) async throws -> [String] {
    try await suggestions(for: user, prefix: prefix, kind: nil, limit: limit).map(\.query)
  }

  /// Forgets the entries of every kind equal to `query`; true if there was one.
  public func delete(_ query: String, for user: User.ID) async throws -> Bool {
    try await delete(query, kind: nil, for: user)
  }

  /// Records like `record(_:kind:for:at:)`, trying once more when the write met another
  /// process's lock: the busy timeout has already waited once, and a second wait covers a lock
  /// taken just before it ran out (another process's short write).
  public func recordRetryingOnce(
    _ query: String, kind: SearchKind, for user: User.ID, at date: Date
  ) async throws {
    do {
      try await record(query, kind: kind, for: user, at: date)
    } catch MusicLibraryError.storage(.locked) {
      try await record(query, kind: kind, for: user, at: date)
    }
  }
}
