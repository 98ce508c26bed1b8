import Domain
import Foundation

/// The search history in memory, newest first, with the store's rules: trimmed, equal texts
/// (under `HistoryText.fold`) merged into the latest, at most `HistoryEntry.maximumPerUser`.
public actor MemoryHistory: SearchHistoryStore {
  private var entries: [User.ID: [HistoryEntry]] = [:]

  /// An empty history.
  public init() {}

  /// Remembers `query` as the user's newest search.
  public func record(_ query: String, for user: User.ID, at date: Date) {
    let text = HistoryText.trimmed(query)
    guard !text.isEmpty else { return }
    var list = entries[user, default: []]
    list.removeAll { HistoryText.fold($0.query) == HistoryText.fold(text) }
    list.insert(HistoryEntry(query: text, searchedAt: date), at: 0)
    entries[user] = Array(list.prefix(HistoryEntry.maximumPerUser))
  }

  /// The user's newest `limit` entries.
  public func entries(for user: User.ID, limit: Int) -> [HistoryEntry] {
    Array(entries[user, default: []].prefix(max(0, limit)))
  }

  /// Past queries for `prefix`, in `HistorySuggestions` order.
  public func suggestions(for user: User.ID, prefix: String, limit: Int) -> [String] {
    HistorySuggestions.rank(entries: entries[user, default: []], prefix: prefix, limit: limit)
  }

  /// Forgets the entry equal to `query`; true if there was one.
  public func delete(_ query: String, for user: User.ID) -> Bool {
    let before = entries[user, default: []].count
    entries[user]?.removeAll { HistoryText.fold($0.query) == HistoryText.fold(query) }
    return entries[user, default: []].count < before
  }

  /// Forgets every entry of the user.
  public func clear(for user: User.ID) { entries[user] = nil }
}
