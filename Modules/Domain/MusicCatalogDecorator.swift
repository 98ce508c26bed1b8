/// A catalog over another, `base`, that changes some of its answers: a conformer writes only the
/// `…Answer` methods it changes; every other one asks `base`.
public protocol MusicCatalogDecorator: MusicCatalog {
  /// The catalog asked for everything this one does not change.
  var base: any MusicCatalog { get }
}

extension MusicCatalogDecorator {
  /// `base`'s answer.
  public func searchAlbumsAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<AlbumSearchPage>
  {
    try await base.searchAlbumsAnswer(term: term, limit: limit, country: country)
  }

  /// `base`'s answer.
  public func albumAnswer(id: Int64, country: String) async throws -> CatalogAnswer<Album?> {
    try await base.albumAnswer(id: id, country: country)
  }

  /// `base`'s answer.
  public func searchTracksAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<[TrackSummary]>
  {
    try await base.searchTracksAnswer(term: term, limit: limit, country: country)
  }

  /// `base`'s answer.
  public func searchMediaAnswer(term: String, filters: MediaFilters) async throws
    -> CatalogAnswer<[MediaItem]>
  {
    try await base.searchMediaAnswer(term: term, filters: filters)
  }

  /// `base`'s answer.
  public func mediaItemAnswer(id: Int64, country: String) async throws
    -> CatalogAnswer<MediaItem?>
  {
    try await base.mediaItemAnswer(id: id, country: country)
  }

  /// `base`'s answer.
  public func artistAlbumsAnswer(artistID: Int64, limit: Int, country: String) async throws
    -> CatalogAnswer<[AlbumSummary]>
  {
    try await base.artistAlbumsAnswer(artistID: artistID, limit: limit, country: country)
  }
}
