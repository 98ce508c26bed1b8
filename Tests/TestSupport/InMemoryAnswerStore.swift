import Domain
import Foundation

/// A `CatalogAnswerStore` in memory that records what was saved; `failure` makes every call
/// throw it, for a store that cannot be used.
public final class InMemoryAnswerStore: CatalogAnswerStore, @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [AnswerKey: (value: any Sendable, fetchedAt: Date, usedAt: Date)] = [:]
  private var saves: [AnswerKey] = []
  private let failure: (any Error)?

  /// An empty store; with `failure`, one whose every call throws it.
  public init(failure: (any Error)? = nil) {
    self.failure = failure
  }

  /// The keys saved so far, oldest first (a key saved twice is listed twice).
  public var savedKeys: [AnswerKey] { lock.withLock { saves } }

  /// When the answer under `key` was last read, or nil.
  public func lastUsed(_ key: AnswerKey) -> Date? { lock.withLock { answers[key]?.usedAt } }

  /// The album search stored under `key`, without marking it used.
  public func storedAlbumSearch(_ key: AnswerKey) -> StoredAnswer<AlbumSearchPage>? {
    lock.withLock {
      answers[key].flatMap { entry in
        (entry.value as? AlbumSearchPage).map { StoredAnswer($0, fetchedAt: entry.fetchedAt) }
      }
    }
  }

  private func read<Value: Sendable>(_ key: AnswerKey, usedAt: Date) throws -> StoredAnswer<Value>?
  {
    if let failure { throw failure }
    return lock.withLock {
      guard let entry = answers[key], let value = entry.value as? Value else { return nil }
      answers[key]?.usedAt = usedAt
      return StoredAnswer(value, fetchedAt: entry.fetchedAt)
    }
  }

  private func save(_ value: any Sendable, for key: AnswerKey, fetchedAt: Date) throws {
    if let failure { throw failure }
    lock.withLock {
      answers[key] = (value, fetchedAt, fetchedAt)
      saves.append(key)
    }
  }

  public func albumSearch(_ key: AnswerKey, usedAt: Date) async throws
    -> StoredAnswer<AlbumSearchPage>?
  {
    try read(key, usedAt: usedAt)
  }

  public func saveAlbumSearch(_ page: AlbumSearchPage, for key: AnswerKey, fetchedAt: Date)
    async throws
  {
    try save(page, for: key, fetchedAt: fetchedAt)
  }

  public func album(_ key: AnswerKey, usedAt: Date) async throws -> StoredAnswer<Album>? {
    try read(key, usedAt: usedAt)
  }

  public func saveAlbum(_ album: Album, for key: AnswerKey, fetchedAt: Date) async throws {
    try save(album, for: key, fetchedAt: fetchedAt)
  }

  public func trackSearch(_ key: AnswerKey, usedAt: Date) async throws
    -> StoredAnswer<[TrackSummary]>?
  {
    try read(key, usedAt: usedAt)
  }

  public func saveTrackSearch(_ tracks: [TrackSummary], for key: AnswerKey, fetchedAt: Date)
    async throws
  {
    try save(tracks, for: key, fetchedAt: fetchedAt)
  }

  public func mediaSearch(_ key: AnswerKey, usedAt: Date) async throws
    -> StoredAnswer<[MediaItem]>?
  {
    try read(key, usedAt: usedAt)
  }

  public func saveMediaSearch(_ items: [MediaItem], for key: AnswerKey, fetchedAt: Date)
    async throws
  {
    try save(items, for: key, fetchedAt: fetchedAt)
  }

  public func mediaItem(_ key: AnswerKey, usedAt: Date) async throws -> StoredAnswer<MediaItem>? {
    try read(key, usedAt: usedAt)
  }

  public func saveMediaItem(_ item: MediaItem, for key: AnswerKey, fetchedAt: Date) async throws {
    try save(item, for: key, fetchedAt: fetchedAt)
  }

  public func summary() async throws -> AnswerStoreSummary {
    if let failure { throw failure }
    return lock.withLock {
      AnswerStoreSummary(
        entries: answers.count, bytes: Int64(answers.count),
        oldestFetchedAt: answers.values.map(\.fetchedAt).min())
    }
  }

  public func clear() async throws {
    if let failure { throw failure }
    lock.withLock { answers = [:] }
  }
}
