import Domain
import Foundation
import InMemoryPorts

/// A `SearchHistoryStore` whose first `failures` recordings throw `error` (e.g. another
/// process's lock), then record into `stored`; reading always goes to `stored`.
public actor BusySearchHistory: SearchHistoryStore {
  /// Where recordings land once the failures are used up.
  public let stored = InMemorySearchHistory(allowingUse: true)
  private var failuresLeft: Int
  private let error: MusicLibraryError
  /// How many times `record` was called, failed or not.
  public private(set) var recordCalls = 0

  /// A history whose next `failures` recordings throw `error`.
  public init(failures: Int, error: MusicLibraryError) {
    failuresLeft = failures
    self.error = error
  }

  public func record(_ query: String, kind: SearchKind, for user: User.ID, at date: Date)
    async throws
  {
    recordCalls += 1
    if failuresLeft > 0 {
      failuresLeft -= 1
      throw error
    }
    await stored.record(query, kind: kind, for: user, at: date)
  }

  public func entries(for user: User.ID, limit: Int) async -> [HistoryEntry] {
    await stored.entries(for: user, limit: limit)
  }

  public func suggestions(for user: User.ID, prefix: String, kind: SearchKind?, limit: Int)
    async -> [HistoryEntry]
  {
    await stored.suggestions(for: user, prefix: prefix, kind: kind, limit: limit)
  }

  public func delete(_ query: String, kind: SearchKind?, for user: User.ID) async -> Bool {
    await stored.delete(query, kind: kind, for: user)
  }

  public func clear(for user: User.ID) async {
    await stored.clear(for: user)
  }
}
