import Domain

/// The catalog the album screen asks: when the catalog cannot answer an album lookup for lack
/// of network, its rate limit or a server error, the signed-in user's saved copy answers instead,
/// so every saved album opens offline. Searches and other failures pass through unchanged.
struct SavedCopyCatalog: MusicCatalog {
  let catalog: any MusicCatalog
  let currentUser: any CurrentUser
  let savedAlbums: any SavedAlbumStore

  func searchAlbums(term: String, limit: Int, country: String) async throws -> AlbumSearchPage {
    try await catalog.searchAlbums(term: term, limit: limit, country: country)
  }

  func album(id: Int64, country: String) async throws -> Album? {
    do {
      return try await catalog.album(id: id, country: country)
    } catch let error as MusicLibraryError where Self.isUnreachable(error) {
      // Without a user or a copy the catalog's own failure is the one to report.
      guard let user = try? await currentUser.signedInUser(),
        let saved = try? await savedAlbums.savedAlbum(id: id, for: user.id)
      else { throw error }
      return saved.album
    }
  }

  func searchTracks(term: String, limit: Int, country: String) async throws -> [TrackSummary] {
    try await catalog.searchTracks(term: term, limit: limit, country: country)
  }

  /// The failures after which the saved copy is shown: the catalog could not answer now.
  static func isUnreachable(_ error: MusicLibraryError) -> Bool {
    switch error {
    case .noConnection, .timeout, .rateLimited, .serverError: true
    default: false
    }
  }
}
