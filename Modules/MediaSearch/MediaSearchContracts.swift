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
  /// The person submitted a search text: search with their filters, for `media` when given
  /// (this and the screen's later searches), else for the kind the filters name.
  func didSubmit(query: String, media: MediaKind?) async
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
  /// Items matching `query` under the user's filters with `overrides` applied (and `media`
  /// over them when given), in the catalog's order, with where they came from (a stored answer
  /// may be stale) and the filters used; the search is recorded in the signed-in user's history
  /// as a search of its kind.
  func search(_ query: SearchQuery, media: MediaKind?) async throws -> (
    filters: MediaFilters, items: CatalogAnswer<[MediaItem]>
  )
}

extension MediaSearchPresenting {
  /// Searches `query` for the kind the filters name (or the one the screen was last asked for).
  public func didSubmit(query: String) async {
    await didSubmit(query: query, media: nil)
  }
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
