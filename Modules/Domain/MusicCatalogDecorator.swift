/// A catalog over another, `base`, that changes some of its answers: a conformer writes only the
/// methods it changes. By default each plain method is the value of its `…Answer` method, and
/// each `…Answer` method (and `artistAlbums`) asks `base`.
public protocol MusicCatalogDecorator: MusicCatalog {
  /// The catalog asked for everything this one does not change.
  var base: any MusicCatalog { get }
}

extension MusicCatalogDecorator {
  /// The value of `searchAlbumsAnswer`.
  public func searchAlbums(term: String, limit: Int, country: String) async throws
    -> AlbumSearchPage
  {
    try await searchAlbumsAnswer(term: term, limit: limit, country: country).value
  }

  /// The value of `albumAnswer`.
  public func album(id: Int64, country: String) async throws -> Album? {
    try await albumAnswer(id: id, country: country).value
  }

  /// The value of `searchTracksAnswer`.
  public func searchTracks(term: String, limit: Int, country: String) async throws
    -> [TrackSummary]
  {
    try await searchTracksAnswer(term: term, limit: limit, country: country).value
  }

  /// The value of `searchMediaAnswer`.
  public func searchMedia(term: String, filters: MediaFilters) async throws -> [MediaItem] {
    try await searchMediaAnswer(term: term, filters: filters).value
  }

  /// The value of `mediaItemAnswer`.
  public func mediaItem(id: Int64, country: String) async throws -> MediaItem? {
    try await mediaItemAnswer(id: id, country: country).value
  }

  /// `base`'s answer.
  public func artistAlbums(artistID: Int64, limit: Int, country: String) async throws
    -> [AlbumSummary]
  {
    try await base.artistAlbums(artistID: artistID, limit: limit, country: country)
  }

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
}
