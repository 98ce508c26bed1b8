import Domain

/// A catalog over another that reports every answer as coming from `source` (a stored answer,
/// stale or fresh), as the answer store's decorator does.
public struct SourcedCatalog: MusicCatalogDecorator {
  /// The catalog whose answers these are.
  public let base: any MusicCatalog
  private let source: AnswerSource

  /// Answers what `inner` answers, from `source`.
  public init(_ inner: any MusicCatalog, source: AnswerSource) {
    base = inner
    self.source = source
  }

  public func searchAlbumsAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<AlbumSearchPage>
  {
    CatalogAnswer(
      try await base.searchAlbums(term: term, limit: limit, country: country), source: source)
  }

  public func albumAnswer(id: Int64, country: String) async throws -> CatalogAnswer<Album?> {
    CatalogAnswer(try await base.album(id: id, country: country), source: source)
  }

  public func searchTracksAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<[TrackSummary]>
  {
    CatalogAnswer(
      try await base.searchTracks(term: term, limit: limit, country: country), source: source)
  }

  public func searchMediaAnswer(term: String, filters: MediaFilters) async throws
    -> CatalogAnswer<[MediaItem]>
  {
    CatalogAnswer(try await base.searchMedia(term: term, filters: filters), source: source)
  }

  public func mediaItemAnswer(id: Int64, country: String) async throws
    -> CatalogAnswer<MediaItem?>
  {
    CatalogAnswer(try await base.mediaItem(id: id, country: country), source: source)
  }
}
