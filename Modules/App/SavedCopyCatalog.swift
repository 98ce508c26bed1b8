import Domain

/// The catalog the album screen asks: when the catalog (and its answer store) cannot answer an
/// album lookup — no network, `--offline` with nothing stored, its rate limit or a server
/// error — the signed-in user's saved copy answers instead, shown as stale with the time it was
/// saved, so every saved album opens offline. Searches and other failures pass through.
struct SavedCopyCatalog: MusicCatalog {
  let catalog: any MusicCatalog
  let currentUser: any CurrentUser
  let savedAlbums: any SavedAlbumStore
  /// "Now" for the saved copy's age.
  let clock: any WallClock

  func searchAlbums(term: String, limit: Int, country: String) async throws -> AlbumSearchPage {
    try await catalog.searchAlbums(term: term, limit: limit, country: country)
  }

  func searchAlbumsAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<AlbumSearchPage>
  {
    try await catalog.searchAlbumsAnswer(term: term, limit: limit, country: country)
  }

  func album(id: Int64, country: String) async throws -> Album? {
    try await albumAnswer(id: id, country: country).value
  }

  func albumAnswer(id: Int64, country: String) async throws -> CatalogAnswer<Album?> {
    do {
      return try await catalog.albumAnswer(id: id, country: country)
    } catch {
      // Without a user or a copy the catalog's own failure is the one to report.
      guard let reason = StaleReason(failure: error),
        let user = try? await currentUser.signedInUser(),
        let saved = try? await savedAlbums.savedAlbum(id: id, for: user.id)
      else { throw error }
      let age = AnswerAge(
        fetchedAt: saved.savedAt, servedAt: clock.now(), timeZone: clock.timeZone, reason: reason)
      return CatalogAnswer(saved.album, source: .stale(age))
    }
  }

  func searchTracks(term: String, limit: Int, country: String) async throws -> [TrackSummary] {
    try await catalog.searchTracks(term: term, limit: limit, country: country)
  }

  func searchTracksAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<[TrackSummary]>
  {
    try await catalog.searchTracksAnswer(term: term, limit: limit, country: country)
  }

  func searchMedia(term: String, filters: MediaFilters) async throws -> [MediaItem] {
    try await catalog.searchMedia(term: term, filters: filters)
  }

  func mediaItem(id: Int64, country: String) async throws -> MediaItem? {
    try await catalog.mediaItem(id: id, country: country)
  }

  func searchMediaAnswer(term: String, filters: MediaFilters) async throws
    -> CatalogAnswer<[MediaItem]>
  {
    try await catalog.searchMediaAnswer(term: term, filters: filters)
  }

  func mediaItemAnswer(id: Int64, country: String) async throws -> CatalogAnswer<MediaItem?> {
    try await catalog.mediaItemAnswer(id: id, country: country)
  }

  func artistAlbums(artistID: Int64, limit: Int, country: String) async throws
    -> [AlbumSummary]
  {
    try await catalog.artistAlbums(artistID: artistID, limit: limit, country: country)
  }
}
