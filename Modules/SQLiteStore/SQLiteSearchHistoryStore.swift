import Domain
import Foundation

/// The live `SearchHistoryStore`: the `search_history` table of a shared `SQLiteDatabase`.
///
/// Each entry is unique per user by its kind and folded text (`HistoryText.fold`). Recording runs the
/// replacement and the trim to `HistoryEntry.maximumPerUser` in one write transaction, so no
/// reader ever sees more entries than the cap.
public struct SQLiteSearchHistoryStore: SearchHistoryStore {
  private let database: SQLiteDatabase

  /// Creates a store over `database`.
  public init(database: SQLiteDatabase) {
    self.database = database
  }

  public func record(_ query: String, kind: SearchKind, for user: User.ID, at date: Date)
    async throws
  {
    let text = HistoryText.trimmed(query)
    guard !text.isEmpty else { return }
    let key = HistoryText.fold(text)
    try database.write { transaction in
      // Delete and insert rather than update in place: the new row id is the largest, so a
      // repeat also comes first among entries stamped with the same millisecond.
      try transaction.execute(
        "DELETE FROM search_history WHERE user_id = ? AND kind = ? AND query_key = ?",
        [.integer(user.rawValue), .text(kind.rawValue), .text(key)])
      try transaction.execute(
        """
        INSERT INTO search_history (user_id, query, query_key, searched_at, kind)
        VALUES (?, ?, ?, ?, ?)
        """,
        [
          .integer(user.rawValue), .text(text), .text(key), .text(StoredTimestamp.text(date)),
          .text(kind.rawValue),
        ])
      try transaction.execute(
        """
        DELETE FROM search_history WHERE user_id = ?1 AND id NOT IN (
          SELECT id FROM search_history WHERE user_id = ?1
          ORDER BY searched_at DESC, id DESC LIMIT ?2)
        """,
        [.integer(user.rawValue), .integer(Int64(HistoryEntry.maximumPerUser))])
    }
  }

  public func entries(for user: User.ID, limit: Int) async throws -> [HistoryEntry] {
    guard limit > 0 else { return [] }
    return try newest(for: user, kind: nil, limit: limit)
  }

  public func suggestions(for user: User.ID, prefix: String, kind: SearchKind?, limit: Int)
    async throws -> [HistoryEntry]
  {
    guard limit > 0 else { return [] }
    // A user has at most `maximumPerUser` rows: ranking all of them in Swift keeps one
    // definition of the order (HistorySuggestions) for every store.
    return HistorySuggestions.rank(
      entries: try newest(for: user, kind: kind, limit: HistoryEntry.maximumPerUser),
      prefix: prefix, limit: limit)
  }

  /// The user's newest `limit` entries of `kind` (every kind when nil), newest first.
  private func newest(for user: User.ID, kind: SearchKind?, limit: Int) throws -> [HistoryEntry] {
    let path = database.path
    return try database.read { transaction in
      try transaction.query(
        """
        SELECT query, searched_at, kind FROM search_history
        WHERE user_id = ?1 AND (?2 IS NULL OR kind = ?2)
        ORDER BY searched_at DESC, id DESC LIMIT ?3
        """,
        [.integer(user.rawValue), kind.map { .text($0.rawValue) } ?? .null, .integer(Int64(limit))]
      ) { row in
        guard let query = row.text(0), let stamp = row.text(1),
          let searchedAt = StoredTimestamp.date(stamp),
          let kind = row.text(2).flatMap(SearchKind.init(rawValue:))
        else { throw MusicLibraryError.storage(.corrupt(path: path)) }
        return HistoryEntry(query: query, kind: kind, searchedAt: searchedAt)
      }
    }
  }

  public func delete(_ query: String, kind: SearchKind?, for user: User.ID) async throws -> Bool {
    let key = HistoryText.fold(HistoryText.trimmed(query))
    // Asked for by the person (and a matter of privacy): a power cut must not bring it back.
    return try database.durableWrite { transaction in
      try transaction.execute(
        "DELETE FROM search_history WHERE user_id = ?1 AND query_key = ?2 AND (?3 IS NULL OR kind = ?3)",
        [.integer(user.rawValue), .text(key), kind.map { .text($0.rawValue) } ?? .null])
      return transaction.changedRowCount > 0
    }
  }

  public func clear(for user: User.ID) async throws {
    try database.durableWrite { transaction in
      try transaction.execute(
        "DELETE FROM search_history WHERE user_id = ?", [.integer(user.rawValue)])
    }
  }
}
