import Domain

/// The catalog the album screen asks: when the catalog (and its answer store) cannot answer an
/// album lookup — no network, `--offline` with nothing stored, its rate limit or a server
/// error — the signed-in user's saved copy answers instead, shown as stale with the time it was
/// saved, so every saved album opens offline. Searches and other failures pass through.
struct SavedCopyCatalog: MusicCatalogDecorator {
  let catalog: any MusicCatalog
  let currentUser: any CurrentUser
  let savedAlbums: any SavedAlbumStore
  /// "Now" for the saved copy's age.
  let clock: any WallClock

  var base: any MusicCatalog { catalog }

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
}
