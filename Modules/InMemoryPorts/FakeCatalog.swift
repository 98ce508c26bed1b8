import Domain
import Foundation

/// A `MusicCatalog` that answers what it was scripted with and records every call. A call it was
/// not scripted for (no answer for that method and no `failure`) is told to `unscripted` and
/// answers empty, so a test can fail when the code asks what it should not.
public final class FakeCatalog: MusicCatalog, @unchecked Sendable {
  /// A call the catalog received.
  public enum Call: Hashable, Sendable {
    /// `searchAlbums(term:limit:country:)` with these arguments.
    case searchAlbums(term: String, limit: Int, country: String)
    /// `album(id:country:)` with these arguments.
    case album(id: Int64, country: String)
    /// `searchTracks(term:limit:country:)` with these arguments.
    case searchTracks(term: String, limit: Int, country: String)
    /// `searchMedia(term:filters:)` with these arguments.
    case searchMedia(term: String, filters: MediaFilters)
    /// `mediaItem(id:country:)` with these arguments.
    case mediaItem(id: Int64, country: String)
    /// `artistAlbums(artistID:limit:country:)` with these arguments.
    case artistAlbums(artistID: Int64, limit: Int, country: String)
  }

  private let lock = NSLock()
  private let summaries: [AlbumSummary]?
  private let albums: [Int64: Album]?
  private let tracks: [TrackSummary]?
  private let media: [MediaItem]?
  private let albumsByArtist: [Int64: [AlbumSummary]]?
  private let failure: (any Error)?
  private let beforeAnswering: (@Sendable () async -> Void)?
  private let unscripted: CallObserver?
  private var recorded: [Call] = []

  /// A catalog whose album searches return `summaries`, whose track searches return `tracks` and
  /// whose lookups find `albums` by id (pass `[]` to allow a call that finds nothing); media
  /// searches return the `media` of the kind asked for and media lookups find them by id;
  /// `artistAlbums` maps an artist id to their albums (an unknown id finds none). With a
  /// `failure`, every call throws it instead. `beforeAnswering` runs inside each call, before it
  /// returns, so a test can look at what the screen showed while it waited. `unscripted` is told
  /// the name of each method called that has no answer.
  public init(
    summaries: [AlbumSummary]? = nil, albums: [Album]? = nil, tracks: [TrackSummary]? = nil,
    media: [MediaItem]? = nil, artistAlbums: [Int64: [AlbumSummary]]? = nil,
    failure: (any Error)? = nil,
    beforeAnswering: (@Sendable () async -> Void)? = nil, unscripted: CallObserver?
  ) {
    self.summaries = summaries
    self.albums = albums.map { albums in
      Dictionary(albums.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
    self.tracks = tracks
    self.media = media
    albumsByArtist = artistAlbums
    self.failure = failure
    self.beforeAnswering = beforeAnswering
    self.unscripted = unscripted
  }

  /// Every call so far, oldest first.
  public var calls: [Call] { lock.withLock { recorded } }

  /// The configured summaries (at most `limit`), or the configured failure.
  public func searchAlbumsAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<AlbumSearchPage>
  {
    lock.withLock { recorded.append(.searchAlbums(term: term, limit: limit, country: country)) }
    await beforeAnswering?()
    if let failure { throw failure }
    let summaries = configured(summaries, "searchAlbums") ?? []
    return CatalogAnswer(AlbumSearchPage(albums: Array(summaries.prefix(limit)), skippedCount: 0))
  }

  /// The configured album with this id, or nil; or the configured failure.
  public func albumAnswer(id: Int64, country: String) async throws -> CatalogAnswer<Album?> {
    lock.withLock { recorded.append(.album(id: id, country: country)) }
    await beforeAnswering?()
    if let failure { throw failure }
    return CatalogAnswer(configured(albums, "album")?[id])
  }

  /// The configured tracks (at most `limit`), or the configured failure.
  public func searchTracksAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<[TrackSummary]>
  {
    lock.withLock { recorded.append(.searchTracks(term: term, limit: limit, country: country)) }
    await beforeAnswering?()
    if let failure { throw failure }
    return CatalogAnswer(Array((configured(tracks, "searchTracks") ?? []).prefix(limit)))
  }

  /// The configured media of `filters.media` (at most `filters.limit`), or the failure.
  public func searchMediaAnswer(term: String, filters: MediaFilters) async throws
    -> CatalogAnswer<[MediaItem]>
  {
    lock.withLock { recorded.append(.searchMedia(term: term, filters: filters)) }
    await beforeAnswering?()
    if let failure { throw failure }
    let found = (configured(media, "searchMedia") ?? []).filter { $0.kind == filters.media }
    return CatalogAnswer(Array(found.prefix(filters.limit)))
  }

  /// The configured media item with this id, or nil; or the configured failure.
  public func mediaItemAnswer(id: Int64, country: String) async throws
    -> CatalogAnswer<MediaItem?>
  {
    lock.withLock { recorded.append(.mediaItem(id: id, country: country)) }
    await beforeAnswering?()
    if let failure { throw failure }
    return CatalogAnswer(configured(media, "mediaItem")?.first { $0.id == id })
  }

  /// The configured albums of this artist (at most `limit`), or the configured failure.
  public func artistAlbumsAnswer(artistID: Int64, limit: Int, country: String) async throws
    -> CatalogAnswer<[AlbumSummary]>
  {
    lock.withLock {
      recorded.append(.artistAlbums(artistID: artistID, limit: limit, country: country))
    }
    await beforeAnswering?()
    if let failure { throw failure }
    return CatalogAnswer(
      Array((configured(albumsByArtist, "artistAlbums")?[artistID] ?? []).prefix(limit)))
  }

  private func configured<Answer>(_ answer: Answer?, _ method: String) -> Answer? {
    if answer == nil { unscripted?(method) }
    return answer
  }
}
