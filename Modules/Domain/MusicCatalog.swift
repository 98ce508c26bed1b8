/// The music catalog (iTunes Search API in production): albums, songs, other media and
/// artists, each answer with where it came from and how old it is. A front end implements only
/// the parts its screens ask: album search and album screens an `AlbumCatalog`, and so on.
public typealias MusicCatalog = AlbumCatalog & TrackCatalog & MediaCatalog & ArtistCatalog

/// The albums of the music catalog: search and look-up. Throws `MusicLibraryError` network
/// cases.
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state (an actor or a lock). The interactors that use it hold it strongly.
public protocol AlbumCatalog: Sendable {
  /// Albums matching `term` (already trimmed and validated), at most `limit`, in `country`,
  /// with where the answer came from (the network, unless a store decorates the catalog).
  func searchAlbumsAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<AlbumSearchPage>
  /// The album with its songs, or nil when the id matches no album, with where the answer came
  /// from.
  func albumAnswer(id: Int64, country: String) async throws -> CatalogAnswer<Album?>
}

/// The songs of the music catalog. Throws `MusicLibraryError` network cases; a port as
/// `AlbumCatalog` is.
public protocol TrackCatalog: Sendable {
  /// Songs matching `term` (already trimmed and validated), at most `limit`, in `country`, in
  /// the catalog's order, with where the answer came from.
  func searchTracksAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<[TrackSummary]>
}

/// Songs, movies and e-books of the catalog. Throws `MusicLibraryError` network cases; a port
/// as `AlbumCatalog` is.
public protocol MediaCatalog: Sendable {
  /// Items of `filters.media` matching `term` (already trimmed and validated), at most
  /// `filters.limit`, in `filters.country`, explicit ones only when `filters.explicit`, in the
  /// catalog's order, with where the answer came from; items of any other kind the catalog
  /// sends are left out, never a failure.
  func searchMediaAnswer(term: String, filters: MediaFilters) async throws
    -> CatalogAnswer<[MediaItem]>
  /// The song, movie or e-book with this id, or nil when the id matches none of them, with
  /// where the answer came from.
  func mediaItemAnswer(id: Int64, country: String) async throws -> CatalogAnswer<MediaItem?>
}

/// The artists of the catalog. Throws `MusicLibraryError` network cases; a port as
/// `AlbumCatalog` is.
public protocol ArtistCatalog: Sendable {
  /// Up to `limit` albums of the artist with this id, in the catalog's order (empty when the
  /// id matches no artist), with where the answer came from.
  func artistAlbumsAnswer(artistID: Int64, limit: Int, country: String) async throws
    -> CatalogAnswer<[AlbumSummary]>
}

extension AlbumCatalog {
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
}

extension TrackCatalog {
  /// The value of `searchTracksAnswer`.
  public func searchTracks(term: String, limit: Int, country: String) async throws
    -> [TrackSummary]
  {
    try await searchTracksAnswer(term: term, limit: limit, country: country).value
  }
}

extension MediaCatalog {
  /// The value of `searchMediaAnswer`.
  public func searchMedia(term: String, filters: MediaFilters) async throws -> [MediaItem] {
    try await searchMediaAnswer(term: term, filters: filters).value
  }

  /// The value of `mediaItemAnswer`.
  public func mediaItem(id: Int64, country: String) async throws -> MediaItem? {
    try await mediaItemAnswer(id: id, country: country).value
  }
}

extension ArtistCatalog {
  /// The value of `artistAlbumsAnswer`.
  public func artistAlbums(artistID: Int64, limit: Int, country: String) async throws
    -> [AlbumSummary]
  {
    try await artistAlbumsAnswer(artistID: artistID, limit: limit, country: country).value
  }
}
