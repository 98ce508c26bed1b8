/// An album as a search result row.
public struct AlbumSummary: Hashable, Sendable, Codable, Identifiable {
  /// The catalog's collection id.
  public let id: Int64
  /// The album title.
  public let title: String
  /// The album artist, when the catalog gives one.
  public let artist: String?
  /// Number of tracks the catalog reports for the album.
  public let trackCount: Int?
  /// Release year; nil when unknown or a placeholder (1900 or earlier).
  public let year: Int?
  /// The catalog's artwork, when it has one.
  public let artwork: ArtworkReference?

  /// Creates a summary.
  public init(
    id: Int64, title: String, artist: String?, trackCount: Int?, year: Int?,
    artwork: ArtworkReference?
  ) {
    self.id = id
    self.title = title
    self.artist = artist
    self.trackCount = trackCount
    self.year = year
    self.artwork = artwork
  }
}

/// One song of an album.
public struct Track: Hashable, Sendable, Codable {
  /// Disc number, 1 when the catalog does not say.
  public let disc: Int
  /// Track number on its disc.
  public let number: Int
  /// Track title.
  public let title: String
  /// Length in whole seconds, when known.
  public let durationSeconds: Int?
  /// URL of the 30-second preview, when the catalog has one.
  public let previewURL: String?
  /// The track's own artist (on a compilation, each song's), when the catalog gives one; nil in
  /// data saved before tracks had artists.
  public let artist: String?

  /// Creates a track.
  public init(
    disc: Int, number: Int, title: String, durationSeconds: Int?, previewURL: String?,
    artist: String? = nil
  ) {
    self.artist = artist
    self.disc = disc
    self.number = number
    self.title = title
    self.durationSeconds = durationSeconds
    self.previewURL = previewURL
  }
}

/// An album with its songs, as the album screen shows it.
public struct Album: Hashable, Sendable, Codable, Identifiable {
  /// The catalog's collection id.
  public let id: Int64
  /// The album title.
  public let title: String
  /// The album artist.
  public let artist: String?
  /// Release year; nil when unknown.
  public let year: Int?
  /// Primary genre.
  public let genre: String?
  /// The catalog's artwork, when it has one.
  public let artwork: ArtworkReference?
  /// Number of tracks the catalog reports for the album (may exceed `tracks.count`).
  public let trackCount: Int?
  /// The songs the catalog returned, in catalog order.
  public let tracks: [Track]
  /// The album's page in the store, when the catalog gives one.
  public let storeURL: String?
  /// The catalog's id of the album artist, for a lookup of their other albums.
  public let artistID: Int64?
  /// How many music videos of the album the look-up returned (they are not `tracks`); nil when
  /// unknown (an album stored before they were counted).
  public let musicVideoCount: Int?

  /// Creates an album.
  public init(
    id: Int64, title: String, artist: String?, year: Int?, genre: String?,
    artwork: ArtworkReference?,
    trackCount: Int?, tracks: [Track], storeURL: String? = nil, artistID: Int64? = nil,
    musicVideoCount: Int? = nil
  ) {
    self.musicVideoCount = musicVideoCount
    self.id = id
    self.title = title
    self.artist = artist
    self.year = year
    self.genre = genre
    self.artwork = artwork
    self.trackCount = trackCount
    self.tracks = tracks
    self.storeURL = storeURL
    self.artistID = artistID
  }
}

/// What an album search returned, with the count of unusable items that were skipped.
public struct AlbumSearchPage: Hashable, Sendable {
  /// Usable albums in catalog order.
  public let albums: [AlbumSummary]
  /// Items without an id or a title, left out.
  public let skippedCount: Int

  /// Creates a page.
  public init(albums: [AlbumSummary], skippedCount: Int) {
    self.albums = albums
    self.skippedCount = skippedCount
  }
}

/// The music catalog (iTunes Search API in production). Throws `MusicLibraryError` network cases.
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state (an actor or a lock). The interactors that use it hold it strongly.
public protocol MusicCatalog: Sendable {
  /// Albums matching `term` (already trimmed and validated), at most `limit`, in `country`.
  func searchAlbums(term: String, limit: Int, country: String) async throws -> AlbumSearchPage
  /// The album with its songs, or nil when the id matches no album.
  func album(id: Int64, country: String) async throws -> Album?
  /// Songs matching `term` (already trimmed and validated), at most `limit`, in `country`, in the
  /// catalog's order.
  func searchTracks(term: String, limit: Int, country: String) async throws -> [TrackSummary]
  /// Items of `filters.media` matching `term` (already trimmed and validated), at most
  /// `filters.limit`, in `filters.country`, explicit ones only when `filters.explicit`, in the
  /// catalog's order; items of any other kind the catalog sends are left out, never a failure.
  func searchMedia(term: String, filters: MediaFilters) async throws -> [MediaItem]
  /// The song, movie or e-book with this id, or nil when the id matches none of them.
  func mediaItem(id: Int64, country: String) async throws -> MediaItem?
  /// Up to `limit` albums of the artist with this id, in the catalog's order (empty when the id
  /// matches no artist).
  func artistAlbums(artistID: Int64, limit: Int, country: String) async throws -> [AlbumSummary]

  /// `searchAlbums` with where the answer came from (the network, unless a store decorates it).
  func searchAlbumsAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<AlbumSearchPage>
  /// `album` with where the answer came from (the network, unless a store decorates it).
  func albumAnswer(id: Int64, country: String) async throws -> CatalogAnswer<Album?>
  /// `searchTracks` with where the answer came from (the network, unless a store decorates it).
  func searchTracksAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<[TrackSummary]>
  /// `searchMedia` with where the answer came from (the network, unless a store decorates it).
  func searchMediaAnswer(term: String, filters: MediaFilters) async throws
    -> CatalogAnswer<[MediaItem]>
  /// `mediaItem` with where the answer came from (the network, unless a store decorates it).
  func mediaItemAnswer(id: Int64, country: String) async throws -> CatalogAnswer<MediaItem?>
}

extension MusicCatalog {
  /// The plain answer, from the network.
  public func searchAlbumsAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<AlbumSearchPage>
  {
    CatalogAnswer(try await searchAlbums(term: term, limit: limit, country: country))
  }

  /// The plain answer, from the network.
  public func albumAnswer(id: Int64, country: String) async throws -> CatalogAnswer<Album?> {
    CatalogAnswer(try await album(id: id, country: country))
  }

  /// The plain answer, from the network.
  public func searchTracksAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<[TrackSummary]>
  {
    CatalogAnswer(try await searchTracks(term: term, limit: limit, country: country))
  }

  /// The plain answer, from the network.
  public func searchMediaAnswer(term: String, filters: MediaFilters) async throws
    -> CatalogAnswer<[MediaItem]>
  {
    CatalogAnswer(try await searchMedia(term: term, filters: filters))
  }

  /// The plain answer, from the network.
  public func mediaItemAnswer(id: Int64, country: String) async throws
    -> CatalogAnswer<MediaItem?>
  {
    CatalogAnswer(try await mediaItem(id: id, country: country))
  }
}
