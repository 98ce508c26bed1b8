import Domain
import Foundation

/// The history for scripts: `{"entries": [{"query", "searchedAt"}]}`, newest first, with
/// `searchedAt` as an ISO 8601 UTC string such as `2026-09-21T14:13:20Z`.
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

    /// The document form of `entry`.
    public init(_ entry: HistoryEntry) {
      query = entry.query
      searchedAt = entry.searchedAt.formatted(Date.ISO8601FormatStyle())
    }
  }
}
