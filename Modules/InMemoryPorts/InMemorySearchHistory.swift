import Domain
import Foundation

/// In-memory `SearchHistoryStore` with the same rules as the database: trimmed, folded
/// duplicates of one kind merged into the latest search, at most `HistoryEntry.maximumPerUser` per user; an
/// observer given at creation is told of every call.
public actor InMemorySearchHistory: SearchHistoryStore {
  private var entriesByUser: [User.ID: [HistoryEntry]] = [:]
  private let observer: CallObserver?

  /// An empty history; `observer` is told of every call.
  public init(observingCalls observer: CallObserver? = nil) { self.observer = observer }

  private func check(_ method: String) { observer?(method) }

  /// Records `query` (trimmed) as the user's newest search, replacing an equal one of its kind.
  public func record(_ query: String, kind: SearchKind, for user: User.ID, at date: Date) {
    check("record")
    let text = HistoryText.trimmed(query)
    guard !text.isEmpty else { return }
    let key = HistoryText.fold(text)
    var entries = entriesByUser[user, default: []]
    entries.removeAll { $0.kind == kind && HistoryText.fold($0.query) == key }
    // Newest first; among equal instants the latest recording comes first, as in the database.
    let position = entries.firstIndex { $0.searchedAt <= date } ?? entries.endIndex
    entries.insert(HistoryEntry(query: text, kind: kind, searchedAt: date), at: position)
    entriesByUser[user] = Array(entries.prefix(HistoryEntry.maximumPerUser))
  }

  /// The user's newest `limit` searches, newest first.
  public func entries(for user: User.ID, limit: Int) -> [HistoryEntry] {
    check("entries")
    return Array(entriesByUser[user, default: []].prefix(max(0, limit)))
  }

  /// Past searches of `kind` (every kind when nil) for `prefix`, in `HistorySuggestions` order.
  public func suggestions(for user: User.ID, prefix: String, kind: SearchKind?, limit: Int)
    -> [HistoryEntry]
  {
    check("suggestions")
    return HistorySuggestions.rank(
      entries: entriesByUser[user, default: []].filter { kind == nil || $0.kind == kind },
      prefix: prefix, limit: limit)
  }

  /// Forgets the searches of `kind` (every kind when nil) equal to `query`; true when there was
  /// one.
  public func delete(_ query: String, kind: SearchKind?, for user: User.ID) -> Bool {
    check("delete")
    let key = HistoryText.fold(HistoryText.trimmed(query))
    let before = entriesByUser[user, default: []].count
    entriesByUser[user]?.removeAll {
      (kind == nil || $0.kind == kind) && HistoryText.fold($0.query) == key
    }
    return entriesByUser[user, default: []].count < before
  }

  /// Forgets every search of the user.
  public func clear(for user: User.ID) {
    check("clear")
    entriesByUser[user] = nil
  }
}
