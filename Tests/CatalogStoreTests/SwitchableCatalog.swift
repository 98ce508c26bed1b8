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

  func searchAlbums(term: String, limit: Int, country: String) async throws -> AlbumSearchPage {
    try call()
    return AlbumSearchPage(albums: lock.withLock { summaries }, skippedCount: 0)
  }

  func album(id: Int64, country: String) async throws -> Album? {
    try call()
    return albums[id]
  }

  func searchTracks(term: String, limit: Int, country: String) async throws -> [TrackSummary] {
    try call()
    return tracks
  }

  func searchMedia(term: String, filters: MediaFilters) async throws -> [MediaItem] {
    try call()
    return media.filter { $0.kind == filters.media }
  }

  func mediaItem(id: Int64, country: String) async throws -> MediaItem? {
    try call()
    return media.first { $0.id == id }
  }

  func artistAlbums(artistID: Int64, limit: Int, country: String) async throws -> [AlbumSummary] {
    try call()
    return lock.withLock { summaries }
  }
}
