import Domain
import Foundation

/// A `MusicCatalog` over another (the live one) that keeps every successful answer in a
/// `CatalogAnswerStore` and answers from it: a fresh stored answer without a request, a stale
/// one when the catalog cannot be reached, refuses (rate limit) or fails (server error), and
/// only stored ones with `--offline`. Failures are never stored, so a refusal never replaces a
/// good answer; a store that cannot be read or written never stops the catalog from answering.
///
/// Covering a new catalog method takes its `…Answer` method here: a key, the store's read and
/// save for that kind, and the inner call, handed to `serve`. A method not written here would
/// ask `base` unstored (`MusicCatalogDecorator`).
public struct StoredAnswerCatalog: MusicCatalogDecorator {
  /// The catalog asked when the store has no fresh answer.
  public let base: any MusicCatalog
  private let store: any CatalogAnswerStore
  private let clock: any WallClock
  private let policy: AnswerStorePolicy

  /// Wraps `inner`, keeping its answers in `store`, reckoning their age with `clock`.
  public init(
    inner: any MusicCatalog, store: any CatalogAnswerStore, clock: any WallClock,
    policy: AnswerStorePolicy = AnswerStorePolicy()
  ) {
    base = inner
    self.store = store
    self.clock = clock
    self.policy = policy
  }

  // MARK: - MusicCatalog

  /// Stored as an album search under its own key, served as the album searches are.
  public func artistAlbumsAnswer(artistID: Int64, limit: Int, country: String) async throws
    -> CatalogAnswer<[AlbumSummary]>
  {
    let key = AnswerKey.artistAlbums(artistID: artistID, limit: limit, country: country)
    return try await serve(
      read: {
        try await store.albumSearch(key, usedAt: $0).map {
          StoredAnswer($0.value.albums, fetchedAt: $0.fetchedAt)
        }
      },
      fetch: { try await base.artistAlbums(artistID: artistID, limit: limit, country: country) },
      save: {
        try await store.saveAlbumSearch(
          AlbumSearchPage(albums: $0, skippedCount: 0), for: key, fetchedAt: $1)
      })
  }

  public func searchAlbumsAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<AlbumSearchPage>
  {
    let key = AnswerKey.albums(term: term, limit: limit, country: country)
    return try await serve(
      read: { try await store.albumSearch(key, usedAt: $0) },
      fetch: { try await base.searchAlbums(term: term, limit: limit, country: country) },
      save: { try await store.saveAlbumSearch($0, for: key, fetchedAt: $1) })
  }

  public func albumAnswer(id: Int64, country: String) async throws -> CatalogAnswer<Album?> {
    let key = AnswerKey.album(id: id, country: country)
    // "No such album" is an answer, not kept: only albums are stored.
    return try await serve(
      read: {
        try await store.album(key, usedAt: $0).map {
          StoredAnswer($0.value, fetchedAt: $0.fetchedAt)
        }
      },
      fetch: { try await base.album(id: id, country: country) },
      save: { album, fetchedAt in
        if let album { try await store.saveAlbum(album, for: key, fetchedAt: fetchedAt) }
      })
  }

  public func searchTracksAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<[TrackSummary]>
  {
    let key = AnswerKey.tracks(term: term, limit: limit, country: country)
    return try await serve(
      read: { try await store.trackSearch(key, usedAt: $0) },
      fetch: { try await base.searchTracks(term: term, limit: limit, country: country) },
      save: { try await store.saveTrackSearch($0, for: key, fetchedAt: $1) })
  }

  public func searchMediaAnswer(term: String, filters: MediaFilters) async throws
    -> CatalogAnswer<[MediaItem]>
  {
    let key = AnswerKey.mediaSearch(term: term, filters: filters)
    return try await serve(
      read: { try await store.mediaSearch(key, usedAt: $0) },
      fetch: { try await base.searchMedia(term: term, filters: filters) },
      save: { try await store.saveMediaSearch($0, for: key, fetchedAt: $1) })
  }

  public func mediaItemAnswer(id: Int64, country: String) async throws
    -> CatalogAnswer<MediaItem?>
  {
    let key = AnswerKey.mediaItem(id: id, country: country)
    // "No such item" is an answer, not kept: only items are stored.
    return try await serve(
      read: {
        try await store.mediaItem(key, usedAt: $0).map {
          StoredAnswer($0.value, fetchedAt: $0.fetchedAt)
        }
      },
      fetch: { try await base.mediaItem(id: id, country: country) },
      save: { item, fetchedAt in
        if let item { try await store.saveMediaItem(item, for: key, fetchedAt: fetchedAt) }
      })
  }

  // MARK: - The rules

  /// One question under the policy: `read` the stored answer (marking it used at the given
  /// time), `fetch` from the inner catalog, `save` a fetched answer with its time.
  private func serve<Value: Sendable>(
    read: (Date) async throws -> StoredAnswer<Value>?,
    fetch: () async throws -> Value,
    save: (Value, Date) async throws -> Void
  ) async throws -> CatalogAnswer<Value> {
    let now = clock.now()
    if policy.mode == .offline {
      guard let stored = try await read(now) else { throw MusicLibraryError.notStoredOffline }
      return answer(stored, now: now, reasonIfStale: .offline)
    }
    // A store that cannot be read is no reason not to ask the catalog.
    let stored = policy.mode == .refresh ? nil : try? await read(now)
    if let stored, isFresh(stored, now: now) {
      return CatalogAnswer(stored.value, source: .fresh(fetchedAt: stored.fetchedAt))
    }
    let value: Value
    do {
      value = try await fetch()
    } catch {
      guard let reason = StaleReason(failure: error),
        let fallback = policy.mode == .refresh ? try? await read(now) : stored
      else { throw error }
      return answer(fallback, now: now, reasonIfStale: reason)
    }
    // The answer arrived; failing to keep it costs only a later request.
    try? await save(value, now)
    return CatalogAnswer(value)
  }

  /// Younger than the maximum age; an answer stamped in the future (a clock set back, a
  /// hand-edited store) is never fresh, else it would be served forever.
  private func isFresh<Value>(_ stored: StoredAnswer<Value>, now: Date) -> Bool {
    let age = now.timeIntervalSince(stored.fetchedAt)
    return age >= 0 && age < TimeInterval(policy.maxAgeSeconds)
  }

  /// `stored` as fresh when it is younger than the maximum age, else as stale for `reason`.
  private func answer<Value>(
    _ stored: StoredAnswer<Value>, now: Date, reasonIfStale reason: StaleReason
  ) -> CatalogAnswer<Value> {
    if isFresh(stored, now: now) {
      return CatalogAnswer(stored.value, source: .fresh(fetchedAt: stored.fetchedAt))
    }
    let age = AnswerAge(
      fetchedAt: stored.fetchedAt, servedAt: now, timeZone: clock.timeZone, reason: reason)
    return CatalogAnswer(stored.value, source: .stale(age))
  }
}
