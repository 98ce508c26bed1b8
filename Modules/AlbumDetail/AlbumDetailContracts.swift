import Domain

/// The album screen as the presenter sees it: something that shows view models.
@MainActor public protocol AlbumDetailDisplaying: AnyObject {
  /// Shows `viewModel`, replacing whatever was shown before.
  func display(_ viewModel: AlbumDetailViewModel)
}

/// What the album screen reports: the person's intents.
@MainActor public protocol AlbumDetailPresenting: AnyObject {
  /// The screen appeared: load the signed-in user and the album.
  func viewDidLoad() async
  /// The person wants the search results again.
  func didRequestBack()
  /// The person chose the track with this number (on the first disc that has it): play it.
  func didSelectTrack(number: Int)
  /// The person asked for their profile.
  func didRequestProfile()
  /// The person asked for their search history.
  func didRequestHistory()
  /// The person asked to sign out.
  func didRequestSignOut() async
}

/// The album rules over the ports; throws `MusicLibraryError`, knows nothing of screens.
public protocol AlbumDetailInteracting: Sendable {
  /// The signed-in user, read from the stores; throws `.notSignedIn` when there is none.
  func signedInUser() async throws -> User
  /// The album with its tracks sorted by disc, then number; throws `.notFound` for an unknown id.
  func album(id: Int64) async throws -> Album
  /// Ends the session.
  func signOut() async throws
}

/// Where the album screen can lead; the app's coordinator decides how.
@MainActor public protocol AlbumDetailRouting: AnyObject {
  /// Return to the search results.
  func backToResults()
  /// Show the player for track `trackNumber` on `disc` of album `albumID`.
  func openPlayer(albumID: Int64, trackNumber: Int, disc: Int?)
  /// Show the signed-in user's profile.
  func openProfile()
  /// Show the signed-in user's search history.
  func openHistory()
  /// The session ended; leave for the sign-in screen.
  func didSignOut()
}
