import Domain

/// The track search screen as the presenter sees it: something that shows view models.
///
/// Called on the main actor, only by the screen's presenter, which holds the view weakly: the
/// front end keeps the view alive while the screen is in use (a released view is no longer
/// updated, and nothing fails).
@MainActor public protocol TrackSearchDisplaying: AnyObject {
  /// Shows `viewModel`, replacing whatever was shown before.
  func display(_ viewModel: TrackSearchViewModel)
}

/// What the track search screen reports: the person's intents.
///
/// Call it on the main actor; an `async` intent returns once the outcome has been given to the
/// view or the router. The module's `build` returns it and nothing else holds it: the front end
/// keeps it, with the view and the router (held weakly by it), while the screen is in use.
@MainActor public protocol TrackSearchPresenting: AnyObject {
  /// The screen appeared: load the signed-in user.
  func viewDidLoad() async
  /// The person submitted a search text.
  func didSubmit(query: String) async
  /// The person chose the row with this 1-based number: play that track.
  func didSelectTrack(number: Int)
  /// The person asked to go back to the album search.
  func didRequestBack()
}

/// The track search rules over the ports; throws `MusicLibraryError`, knows nothing of screens.
///
/// `Sendable`: any task may call it, also concurrently, so its ports are `Sendable` too. The
/// presenter holds it strongly; the module's `build` makes the one over the dependencies.
public protocol TrackSearchInteracting: Sendable {
  /// The signed-in user, read from the stores; throws `.notSignedIn` when there is none.
  func signedInUser() async throws -> User
  /// Songs matching `query`, in the catalog's order, with where the answer came from; the
  /// search is recorded in the signed-in user's history as a track search.
  func searchTracks(_ query: SearchQuery) async throws -> CatalogAnswer<[TrackSummary]>
}

/// Where the track search screen can lead; the app's coordinator decides how.
///
/// Called on the main actor by the presenter, which holds the router weakly: the front end keeps
/// it alive for as long as the screen is in use (usually a coordinator that outlives every screen)
/// and decides in it which screen comes next.
@MainActor public protocol TrackSearchRouting: AnyObject {
  /// Show the player, playing `tracks` (the results, in order) from the one at `index`.
  func openPlayer(tracks: [TrackSummary], startingAt index: Int)
  /// Return to the album search.
  func backToSearch()
}
