import Foundation

/// One remembered search: the text as last typed and when it was last searched.
public struct HistoryEntry: Hashable, Sendable, Codable {
  /// The most entries a user's history keeps; older ones are dropped.
  public static let maximumPerUser = 100

  /// The trimmed search text, in the spelling of its latest search.
  public let query: String
  /// When the text was last searched.
  public let searchedAt: Date

  /// Creates an entry.
  public init(query: String, searchedAt: Date) {
    self.query = query
    self.searchedAt = searchedAt
  }
}

/// Remembers each user's successful searches.
///
/// Every implementation keeps these rules: queries are trimmed (a blank one is not recorded);
/// texts equal under `HistoryText.fold` are one entry, and searching one again moves it to the
/// top with its latest spelling; a user keeps at most `HistoryEntry.maximumPerUser` entries, the
/// oldest dropped in the same step; a user sees only their own entries.
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state (an actor or a lock). The interactors that use it hold it strongly.
public protocol SearchHistoryStore: Sendable {
  /// Remembers that `user` searched for `query` at `date`.
  func record(_ query: String, for user: User.ID, at date: Date) async throws
  /// The user's newest `limit` entries, newest first.
  func entries(for user: User.ID, limit: Int) async throws -> [HistoryEntry]
  /// Up to `limit` remembered queries for the typed `prefix`, in `HistorySuggestions` order.
  func suggestions(for user: User.ID, prefix: String, limit: Int) async throws -> [String]
  /// Forgets the entry equal to `query` under `HistoryText.fold`; true if there was one.
  func delete(_ query: String, for user: User.ID) async throws -> Bool
  /// Forgets every entry of the user.
  func clear(for user: User.ID) async throws
}
