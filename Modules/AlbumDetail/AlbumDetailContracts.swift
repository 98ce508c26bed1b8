import Domain

/// The album screen as the presenter sees it: something that shows view models.
///
/// Called on the main actor, only by the screen's presenter, which holds the view weakly: the
/// front end keeps the view alive while the screen is in use (a released view is no longer
/// updated, and nothing fails).
@MainActor public protocol AlbumDetailDisplaying: AnyObject {
  /// Shows `viewModel`, replacing whatever was shown before.
  func display(_ viewModel: AlbumDetailViewModel)
}

/// What the album screen reports: the person's intents.
///
/// Call it on the main actor; an `async` intent returns once the outcome has been given to the
/// view or the router. The module's `build` returns it and nothing else holds it: the front end
/// keeps it, with the view and the router (held weakly by it), while the screen is in use.
@MainActor public protocol AlbumDetailPresenting: AnyObject {
  /// The screen appeared: load the signed-in user and the album.
  func viewDidLoad() async
  /// The person wants the search results again.
  func didRequestBack()
  /// The person chose a track (`5` on the first disc, `2-1` on disc 2): play it.
  func didSelectTrack(_ choice: TrackChoice)
  /// The person asked to play the whole album, from its first track.
  func didRequestPlayAlbum()
  /// The person asked for their profile.
  func didRequestProfile()
  /// The person asked for their search history.
  func didRequestHistory()
  /// The person asked to sign out.
  func didRequestSignOut() async
  /// The person asked to keep the loaded album, with its tracks, in their library.
  func didRequestSave() async
  /// The person asked to take the album out of their library.
  func didRequestRemove() async
  /// The person chose the artist's other album with this 1-based number: open it.
  func didSelectOtherAlbum(number: Int)
}

/// The album rules over the ports; throws `MusicLibraryError`, knows nothing of screens.
///
/// `Sendable`: any task may call it, also concurrently, so its ports are `Sendable` too. The
/// presenter holds it strongly; the module's `build` makes the one over the dependencies.
public protocol AlbumDetailInteracting: Sendable {
  /// The signed-in user, read from the stores; throws `.notSignedIn` when there is none.
  func signedInUser() async throws -> User
  /// The album with its tracks sorted by disc, then number, and where it came from; throws
  /// `.notFound` for an unknown id.
  func album(id: Int64) async throws -> CatalogAnswer<Album>
  /// Up to five other albums of `album`'s artist (`album` itself left out); none when the
  /// catalog does not name the artist.
  func otherAlbums(of album: Album) async throws -> [AlbumSummary]
  /// Ends the session.
  func signOut() async throws
  /// Keeps `album` in the signed-in user's library; true when it is new there, false when it
  /// was saved already (its copy is refreshed).
  func save(_ album: Album) async throws -> Bool
  /// Takes album `albumID` out of the signed-in user's library; true if it was there.
  func remove(albumID: Int64) async throws -> Bool
}

/// Where the album screen can lead; the app's coordinator decides how.
///
/// Called on the main actor by the presenter, which holds the router weakly: the front end keeps
/// it alive for as long as the screen is in use (usually a coordinator that outlives every screen)
/// and decides in it which screen comes next.
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
  /// Show another album (one of the artist's); a front end without it may leave this out: by
  /// default the request is ignored.
  func openAlbum(id: Int64)
  /// The album could not be looked up and its failure has been shown: leave for the screen it
  /// was opened from, where the usual commands work. By default nothing happens (the screen
  /// stays, with its failure).
  func albumDidNotOpen()
}

extension AlbumDetailRouting {
  /// Stays: this front end keeps the album screen with its failure.
  public func albumDidNotOpen() {}

  /// Ignores the request: this front end opens no other album from an album.
  public func openAlbum(id: Int64) {}
}
