import Domain

/// The search screen as the presenter sees it: something that shows view models.
@MainActor public protocol SearchDisplaying: AnyObject {
  /// Shows `viewModel`, replacing whatever was shown before.
  func display(_ viewModel: SearchViewModel)
}

/// What the search screen reports: the person's intents.
@MainActor public protocol SearchPresenting: AnyObject {
  /// The screen appeared: load the signed-in user.
  func viewDidLoad() async
  /// The person submitted a search text.
  func didSubmit(query: String) async
  /// The person chose the row with this 1-based number.
  func didSelectAlbum(number: Int)
  /// The person asked for their profile.
  func didRequestProfile()
  /// The person asked to sign out.
  func didRequestSignOut() async
}

/// The search rules over the ports; throws `MusicLibraryError`, knows nothing of screens.
public protocol SearchInteracting: Sendable {
  /// The signed-in user, read from the stores; throws `.notSignedIn` when there is none.
  func signedInUser() async throws -> User
  /// Albums matching `query`, sorted by title in the language's collation, then artist, then year.
  func searchAlbums(_ query: SearchQuery) async throws -> [AlbumSummary]
  /// Ends the session.
  func signOut() async throws
}

/// Where the search screen can lead; the app's coordinator decides how.
@MainActor public protocol SearchRouting: AnyObject {
  /// Show the album with this catalog id.
  func openAlbum(id: Int64)
  /// Show the signed-in user's profile.
  func openProfile()
  /// The session ended; leave for the sign-in screen.
  func didSignOut()
}
