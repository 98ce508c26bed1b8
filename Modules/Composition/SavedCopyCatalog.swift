import Domain

/// The catalog the album screen asks: when the catalog (and its answer store) cannot answer an
/// album lookup — no network, `--offline` with nothing stored, its rate limit or a server
/// error — or answers that it has no such album any more, the signed-in user's saved copy
/// answers instead, shown as stale with the time it was saved, so every saved album opens
/// offline and after the catalog dropped it. Searches and other failures pass through.
struct SavedCopyCatalog: MusicCatalogDecorator {
  let catalog: any MusicCatalog
  let currentUser: any CurrentUser
  let savedAlbums: any SavedAlbumStore
  /// "Now" for the saved copy's age.
  let clock: any WallClock

  var base: any MusicCatalog { catalog }

  func albumAnswer(id: Int64, country: String) async throws -> CatalogAnswer<Album?> {
    let answer: CatalogAnswer<Album?>
    do {
      answer = try await catalog.albumAnswer(id: id, country: country)
    } catch {
      // Without a user or a copy the catalog's own failure is the one to report.
      guard let reason = StaleReason(failure: error),
        let copy = await savedCopy(id: id, reason: reason)
      else { throw error }
      return copy
    }
    guard answer.value == nil else { return answer }
    return await savedCopy(id: id, reason: .notInCatalog) ?? answer
  }

  /// The signed-in user's saved copy of album `id`, served stale for `reason`; nil without one.
  private func savedCopy(id: Int64, reason: StaleReason) async -> CatalogAnswer<Album?>? {
    guard let user = try? await currentUser.signedInUser(),
      let saved = try? await savedAlbums.savedAlbum(id: id, for: user.id)
    else { return nil }
    let age = AnswerAge(
      fetchedAt: saved.savedAt, servedAt: clock.now(), timeZone: clock.timeZone, reason: reason)
    return CatalogAnswer(saved.album, source: .stale(age))
  }
}
