import Domain

/// A catalog over another that reports every answer as coming from `source` (a stored answer,
/// stale or fresh), as the answer store's decorator does.
public struct SourcedCatalog: MusicCatalog {
  private let inner: any MusicCatalog
  private let source: AnswerSource

  /// Answers what `inner` answers, from `source`.
  public init(_ inner: any MusicCatalog, source: AnswerSource) {
    self.inner = inner
    self.source = source
  }

  public func searchAlbums(term: String, limit: Int, country: String) async throws
    -> AlbumSearchPage
  {
    try await inner.searchAlbums(term: term, limit: limit, country: country)
  }

  public func album(id: Int64, country: String) async throws -> Album? {
    try await inner.album(id: id, country: country)
  }

  public func searchTracks(term: String, limit: Int, country: String) async throws
    -> [TrackSummary]
  {
    try await inner.searchTracks(term: term, limit: limit, country: country)
  }

  public func searchAlbumsAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<AlbumSearchPage>
  {
    CatalogAnswer(
      try await searchAlbums(term: term, limit: limit, country: country), source: source)
  }

  public func albumAnswer(id: Int64, country: String) async throws -> CatalogAnswer<Album?> {
    CatalogAnswer(try await album(id: id, country: country), source: source)
  }

  public func searchTracksAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<[TrackSummary]>
  {
    CatalogAnswer(
      try await searchTracks(term: term, limit: limit, country: country), source: source)
  }

  public func searchMedia(term: String, filters: MediaFilters) async throws -> [MediaItem] {
    try await inner.searchMedia(term: term, filters: filters)
  }

  public func mediaItem(id: Int64, country: String) async throws -> MediaItem? {
    try await inner.mediaItem(id: id, country: country)
  }

  public func searchMediaAnswer(term: String, filters: MediaFilters) async throws
    -> CatalogAnswer<[MediaItem]>
  {
    CatalogAnswer(try await searchMedia(term: term, filters: filters), source: source)
  }

  public func mediaItemAnswer(id: Int64, country: String) async throws
    -> CatalogAnswer<MediaItem?>
  {
    CatalogAnswer(try await mediaItem(id: id, country: country), source: source)
  }

  public func artistAlbums(artistID: Int64, limit: Int, country: String) async throws
    -> [AlbumSummary]
  {
    try await inner.artistAlbums(artistID: artistID, limit: limit, country: country)
  }
}
