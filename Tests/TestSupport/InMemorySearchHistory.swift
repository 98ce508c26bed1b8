import Domain
import Foundation

/// In-memory `SearchHistoryStore` with the same rules as the database: trimmed, folded
/// duplicates merged into the latest search, at most `HistoryEntry.maximumPerUser` per user.
public actor InMemorySearchHistory: SearchHistoryStore {
  private var entriesByUser: [User.ID: [HistoryEntry]] = [:]

  /// An empty history.
  public init() {}

  public func record(_ query: String, for user: User.ID, at date: Date) {
    let text = HistoryText.trimmed(query)
    guard !text.isEmpty else { return }
    let key = HistoryText.fold(text)
    var entries = entriesByUser[user, default: []]
    entries.removeAll { HistoryText.fold($0.query) == key }
    // Newest first; among equal instants the latest recording comes first, as in the database.
    let position = entries.firstIndex { $0.searchedAt <= date } ?? entries.endIndex
    entries.insert(HistoryEntry(query: text, searchedAt: date), at: position)
    entriesByUser[user] = Array(entries.prefix(HistoryEntry.maximumPerUser))
  }

  public func entries(for user: User.ID, limit: Int) -> [HistoryEntry] {
    Array(entriesByUser[user, default: []].prefix(max(0, limit)))
  }

  public func suggestions(for user: User.ID, prefix: String, limit: Int) -> [String] {
    HistorySuggestions.rank(entries: entriesByUser[user, default: []], prefix: prefix, limit: limit)
  }

  public func delete(_ query: String, for user: User.ID) -> Bool {
    let key = HistoryText.fold(HistoryText.trimmed(query))
    let before = entriesByUser[user, default: []].count
    entriesByUser[user]?.removeAll { HistoryText.fold($0.query) == key }
    return entriesByUser[user, default: []].count < before
  }

  public func clear(for user: User.ID) {
    entriesByUser[user] = nil
  }
}
