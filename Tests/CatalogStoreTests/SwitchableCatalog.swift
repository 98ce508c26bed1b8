import Domain
import Foundation

/// A catalog that answers what it holds until the test sets a failure, counting its calls.
final class SwitchableCatalog: MusicCatalog, @unchecked Sendable {
  private let lock = NSLock()
  private var failureNow: MusicLibraryError?
  private var count = 0
  private var summaries: [AlbumSummary]
  private let albums: [Int64: Album]
  private let tracks: [TrackSummary]
  private let media: [MediaItem]

  init(
    summaries: [AlbumSummary] = [], albums: [Album] = [], tracks: [TrackSummary] = [],
    media: [MediaItem] = []
  ) {
    self.summaries = summaries
    self.albums = Dictionary(uniqueKeysWithValues: albums.map { ($0.id, $0) })
    self.tracks = tracks
    self.media = media
  }

  /// Requests received so far.
  var calls: Int { lock.withLock { count } }

  /// Makes every later call throw `failure` (nil answers again).
  func fail(with failure: MusicLibraryError?) { lock.withLock { failureNow = failure } }

  /// Changes what album searches answer.
  func answer(_ summaries: [AlbumSummary]) { lock.withLock { self.summaries = summaries } }

  private func call() throws {
    try lock.withLock {
      count += 1
      if let failureNow { throw failureNow }
    }
  }

  func searchAlbumsAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<AlbumSearchPage>
  {
    try call()
    return CatalogAnswer(AlbumSearchPage(albums: lock.withLock { summaries }, skippedCount: 0))
  }

  func albumAnswer(id: Int64, country: String) async throws -> CatalogAnswer<Album?> {
    try call()
    return CatalogAnswer(albums[id])
  }

  func searchTracksAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<[TrackSummary]>
  {
    try call()
    return CatalogAnswer(tracks)
  }

  func searchMediaAnswer(term: String, filters: MediaFilters) async throws
    -> CatalogAnswer<[MediaItem]>
  {
    try call()
    return CatalogAnswer(media.filter { $0.kind == filters.media })
  }

  func mediaItemAnswer(id: Int64, country: String) async throws -> CatalogAnswer<MediaItem?> {
    try call()
    return CatalogAnswer(media.first { $0.id == id })
  }

  func artistAlbumsAnswer(artistID: Int64, limit: Int, country: String) async throws
    -> CatalogAnswer<[AlbumSummary]>
  {
    try call()
    return CatalogAnswer(lock.withLock { summaries })
  }
}
