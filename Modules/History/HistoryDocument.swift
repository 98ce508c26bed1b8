import Domain
import Foundation

/// The history for scripts: `{"entries": [{"query", "searchedAt", "kind"}]}`, newest first, with
/// `searchedAt` as an ISO 8601 UTC string such as `2026-09-21T14:13:20Z` and `kind` the search's
/// `SearchKind` name (`album`, `track`, `music`, `movie`, `ebook`).
public struct HistoryDocument: Equatable, Sendable, Codable {
  /// The entries, newest first.
  public let entries: [Entry]

  /// The document form of `entries`.
  public init(_ entries: [HistoryEntry]) {
    self.entries = entries.map(Entry.init)
  }

  /// One entry of a history document.
  public struct Entry: Equatable, Sendable, Codable {
    /// The search text.
    public let query: String
    /// When it was last searched, ISO 8601 in UTC.
    public let searchedAt: String
    /// What it searched for: a `SearchKind` name.
    public let kind: SearchKind

    /// The document form of `entry`.
    public init(_ entry: HistoryEntry) {
      query = entry.query
      searchedAt = entry.searchedAt.formatted(Date.ISO8601FormatStyle())
      kind = entry.kind
    }
  }
}
