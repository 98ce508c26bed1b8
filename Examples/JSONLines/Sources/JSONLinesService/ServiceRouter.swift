import AlbumDetail
import Search

/// Where the screens asked to go. The service has only the search and the album, so it follows
/// `openAlbum` and ignores the rest (profile, history, player, sign-out have no request here).
@MainActor final class ServiceRouter: SearchRouting, AlbumDetailRouting {
  /// The album the search screen asked to open, until the service takes it.
  private var requestedAlbum: Int64?

  /// The album asked for since the last call, if any.
  func takeRequestedAlbum() -> Int64? {
    defer { requestedAlbum = nil }
    return requestedAlbum
  }

  // MARK: - SearchRouting

  func openAlbum(id: Int64) { requestedAlbum = id }
  func openProfile() {}
  func openHistory() {}
  func openTrackSearch(query: String) {}
  func didSignOut() {}

  // MARK: - AlbumDetailRouting

  func backToResults() {}
  func openPlayer(albumID: Int64, trackNumber: Int, disc: Int?) {}
}
