import Domain
import Foundation
import Testing

/// In-memory `SearchHistoryStore` with the same rules as the database: trimmed, folded
/// duplicates merged into the latest search, at most `HistoryEntry.maximumPerUser` per user.
/// Unless the test allows it to be used, every call records a test issue naming itself, so a
/// screen that must not touch the history fails its test when it does.
public actor InMemorySearchHistory: SearchHistoryStore {
  private var entriesByUser: [User.ID: [HistoryEntry]] = [:]
  private let allowed: Bool

  /// An empty history that may be used when `allowingUse` is true.
  public init(allowingUse: Bool = false) { allowed = allowingUse }

  private func check(_ method: String) {
    if !allowed { Issue.record("InMemorySearchHistory.\(method) called but not allowed") }
  }

  public func record(_ query: String, for user: User.ID, at date: Date) {
    check("record")
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
    check("entries")
    return Array(entriesByUser[user, default: []].prefix(max(0, limit)))
  }

  public func suggestions(for user: User.ID, prefix: String, limit: Int) -> [String] {
    check("suggestions")
    return HistorySuggestions.rank(
      entries: entriesByUser[user, default: []], prefix: prefix, limit: limit)
  }

  public func delete(_ query: String, for user: User.ID) -> Bool {
    check("delete")
    let key = HistoryText.fold(HistoryText.trimmed(query))
    let before = entriesByUser[user, default: []].count
    entriesByUser[user]?.removeAll { HistoryText.fold($0.query) == key }
    return entriesByUser[user, default: []].count < before
  }

  public func clear(for user: User.ID) {
    check("clear")
    entriesByUser[user] = nil
  }
}
