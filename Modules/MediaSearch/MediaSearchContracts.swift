import Domain

/// The media search screen as the presenter sees it: something that shows view models.
///
/// Called on the main actor, only by the screen's presenter, which holds the view weakly: the
/// front end keeps the view alive while the screen is in use.
@MainActor public protocol MediaSearchDisplaying: AnyObject {
  /// Shows `viewModel`, replacing whatever was shown before.
  func display(_ viewModel: MediaSearchViewModel)
}

/// What the media search screen reports: the person's intents.
///
/// Call it on the main actor; an `async` intent returns once the outcome has been given to the
/// view or the router. The front end keeps the presenter, with the view and the router (held
/// weakly by it), while the screen is in use.
@MainActor public protocol MediaSearchPresenting: AnyObject {
  /// The screen appeared: load the signed-in user.
  func viewDidLoad() async
  /// The person submitted a search text: search with their filters.
  func didSubmit(query: String) async
  /// The person chose the row with this 1-based number: open that item's page.
  func didSelectItem(number: Int)
  /// The person asked for the filters.
  func didRequestFilters()
  /// The person asked to go back to the album search.
  func didRequestBack()
}

/// The media search rules over the ports; throws `MusicLibraryError`, knows nothing of screens.
public protocol MediaSearchInteracting: Sendable {
  /// The signed-in user, read from the stores; throws `.notSignedIn` when there is none.
  func signedInUser() async throws -> User
  /// Items matching `query` under the user's filters with `overrides` applied, in the
  /// catalog's order, with where they came from (a stored answer may be stale) and the
  /// filters used.
  func search(_ query: SearchQuery) async throws -> (
    filters: MediaFilters, items: CatalogAnswer<[MediaItem]>
  )
}

/// Where the media search screen can lead; the app's coordinator decides how.
@MainActor public protocol MediaSearchRouting: AnyObject {
  /// Show the page of the song, movie or e-book with this catalog id.
  func openMediaItem(id: Int64)
  /// Show the signed-in user's filters.
  func openFilters()
  /// Return to the album search.
  func backToSearch()
}
