import Foundation

/// What identifies one catalog question, so the same question finds the same stored answer.
public struct AnswerKey: Hashable, Sendable, CustomStringConvertible {
  /// The kind of question: `albums`, `album`, `artistAlbums`, `tracks`, `mediaSearch` and
  /// `mediaItem`.
  public let kind: String
  /// The question's arguments in a fixed order (term, limit, country…).
  public let arguments: [String]

  /// Creates a key.
  public init(kind: String, arguments: [String]) {
    self.kind = kind
    self.arguments = arguments
  }

  /// `kind` then each argument, separated by a unit separator: the text the store keys on.
  public var description: String {
    ([kind] + arguments).joined(separator: "\u{1F}")
  }

  /// An album search; the catalog ignores case, so "Abbey Road" and "abbey road" ask the same.
  public static func albums(term: String, limit: Int, country: String) -> AnswerKey {
    AnswerKey(kind: "albums", arguments: [term.lowercased(), String(limit), country])
  }

  /// An album lookup.
  public static func album(id: Int64, country: String) -> AnswerKey {
    AnswerKey(kind: "album", arguments: [String(id), country])
  }

  /// An artist's albums (the album screen's "other albums"), stored as an album search.
  public static func artistAlbums(artistID: Int64, limit: Int, country: String) -> AnswerKey {
    AnswerKey(kind: "artistAlbums", arguments: [String(artistID), String(limit), country])
  }

  /// A track search, keyed like an album search.
  public static func tracks(term: String, limit: Int, country: String) -> AnswerKey {
    AnswerKey(kind: "tracks", arguments: [term.lowercased(), String(limit), country])
  }

  /// A media search: the term ignoring case, then every filter (the kind by its filter name,
  /// explicit `yes` or `no`, the country, the limit).
  public static func mediaSearch(term: String, filters: MediaFilters) -> AnswerKey {
    AnswerKey(
      kind: "mediaSearch",
      arguments: [
        term.lowercased(), filters.media.filterName, filters.explicit ? "yes" : "no",
        filters.country, String(filters.limit),
      ])
  }

  /// A song, movie or e-book lookup.
  public static func mediaItem(id: Int64, country: String) -> AnswerKey {
    AnswerKey(kind: "mediaItem", arguments: [String(id), country])
  }
}

/// A stored answer and when it was fetched from the catalog.
public struct StoredAnswer<Value: Sendable>: Sendable {
  /// The answer as it was fetched.
  public let value: Value
  /// When it was fetched.
  public let fetchedAt: Date

  /// Creates a stored answer.
  public init(_ value: Value, fetchedAt: Date) {
    self.value = value
    self.fetchedAt = fetchedAt
  }
}

/// How big the answer store is: `musiclib cache` shows it.
public struct AnswerStoreSummary: Hashable, Sendable {
  /// Stored answers.
  public let entries: Int
  /// Their estimated size in bytes.
  public let bytes: Int64
  /// When the oldest of them was fetched; nil when there is none.
  public let oldestFetchedAt: Date?

  /// Creates a summary.
  public init(entries: Int, bytes: Int64, oldestFetchedAt: Date?) {
    self.entries = entries
    self.bytes = bytes
    self.oldestFetchedAt = oldestFetchedAt
  }
}

/// The store of successful catalog answers (the SQLite database in production), so the program
/// answers again without a request and stays useful offline. Only successful answers are ever
/// saved; saving replaces the answer under the same key. Reading one marks it used, for the
/// least-recently-used bound on the store's size.
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state (an actor or a lock). The decorator that uses it holds it strongly.
public protocol CatalogAnswerStore: Sendable {
  /// The album search answer under `key`, or nil; `usedAt` marks it used.
  func albumSearch(_ key: AnswerKey, usedAt: Date) async throws -> StoredAnswer<AlbumSearchPage>?
  /// Keeps `page` under `key`, fetched at `fetchedAt`.
  func saveAlbumSearch(_ page: AlbumSearchPage, for key: AnswerKey, fetchedAt: Date) async throws
  /// The album under `key`, or nil; `usedAt` marks it used.
  func album(_ key: AnswerKey, usedAt: Date) async throws -> StoredAnswer<Album>?
  /// Keeps `album` under `key`, fetched at `fetchedAt`.
  func saveAlbum(_ album: Album, for key: AnswerKey, fetchedAt: Date) async throws
  /// The track search answer under `key`, or nil; `usedAt` marks it used.
  func trackSearch(_ key: AnswerKey, usedAt: Date) async throws -> StoredAnswer<[TrackSummary]>?
  /// Keeps `tracks` under `key`, fetched at `fetchedAt`.
  func saveTrackSearch(_ tracks: [TrackSummary], for key: AnswerKey, fetchedAt: Date) async throws
  /// The media search answer under `key`, or nil; `usedAt` marks it used.
  func mediaSearch(_ key: AnswerKey, usedAt: Date) async throws -> StoredAnswer<[MediaItem]>?
  /// Keeps `items` under `key`, fetched at `fetchedAt`.
  func saveMediaSearch(_ items: [MediaItem], for key: AnswerKey, fetchedAt: Date) async throws
  /// The song, movie or e-book under `key`, or nil; `usedAt` marks it used.
  func mediaItem(_ key: AnswerKey, usedAt: Date) async throws -> StoredAnswer<MediaItem>?
  /// Keeps `item` under `key`, fetched at `fetchedAt`.
  func saveMediaItem(_ item: MediaItem, for key: AnswerKey, fetchedAt: Date) async throws
  /// How many answers are kept, their size and the oldest.
  func summary() async throws -> AnswerStoreSummary
  /// Drops every stored answer (and nothing else: accounts, history and saved albums stay).
  func clear() async throws
}
