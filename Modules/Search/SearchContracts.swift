import Domain

/// The search screen as the presenter sees it: something that shows view models.
///
/// Called on the main actor, only by the screen's presenter, which holds the view weakly: the
/// front end keeps the view alive while the screen is in use (a released view is no longer
/// updated, and nothing fails).
@MainActor public protocol SearchDisplaying: AnyObject {
  /// Shows `viewModel`, replacing whatever was shown before.
  func display(_ viewModel: SearchViewModel)
}

/// What the search screen reports: the person's intents.
///
/// Call it on the main actor; an `async` intent returns once the outcome has been given to the
/// view or the router. The module's `build` returns it and nothing else holds it: the front end
/// keeps it, with the view and the router (held weakly by it), while the screen is in use.
@MainActor public protocol SearchPresenting: AnyObject {
  /// The screen appeared: load the signed-in user.
  func viewDidLoad() async
  /// The person submitted a search text.
  func didSubmit(query: String) async
  /// The person chose the row with this 1-based number.
  func didSelectAlbum(number: Int)
  /// The person asked for their profile.
  func didRequestProfile()
  /// The person asked for suggestions from their history of `kind` (every kind when nil) for
  /// what they typed so far; a blank prefix gives the newest searches.
  func didRequestSuggestions(for prefix: String, kind: SearchKind?) async
  /// The person chose the suggestion (or recent query) with this 1-based number: search it.
  func didChooseSuggestion(number: Int) async
  /// The person asked for their whole search history.
  func didRequestHistory()
  /// The person asked for their library of saved albums.
  func didRequestLibrary()
  /// The person asked for the media search filters.
  func didRequestFilters()
  /// The person asked to search songs, movies or e-books (with their filters) for this text.
  func didRequestMediaSearch(query: String)
  /// The person asked to search tracks (songs) for this text instead of albums.
  func didRequestTrackSearch(query: String)
  /// The person asked to sign out.
  func didRequestSignOut() async
}

/// The search rules over the ports; throws `MusicLibraryError`, knows nothing of screens.
///
/// `Sendable`: any task may call it, also concurrently, so its ports are `Sendable` too. The
/// presenter holds it strongly; the module's `build` makes the one over the dependencies.
public protocol SearchInteracting: Sendable {
  /// The signed-in user, read from the stores; throws `.notSignedIn` when there is none.
  func signedInUser() async throws -> User
  /// Albums matching `query`, sorted by title in the language's collation, then artist, then
  /// year, with where the answer came from.
  func searchAlbums(_ query: SearchQuery) async throws -> CatalogAnswer<[AlbumSummary]>
  /// Records an album search whose results arrived in the signed-in user's history; a write
  /// that meets another process's lock is tried once more before the failure is thrown.
  func recordSearch(_ query: SearchQuery) async throws
  /// Up to `limit` of the signed-in user's past searches of `kind` (every kind when nil) for
  /// what is typed so far: those that start with it, then those with a word that starts with it
  /// (ignoring case, ё as е); the newest ones for a blank prefix.
  func suggestions(for prefix: String, kind: SearchKind?, limit: Int) async throws
    -> [HistoryEntry]
  /// Ends the session.
  func signOut() async throws
}

/// Where the search screen can lead; the app's coordinator decides how.
///
/// Called on the main actor by the presenter, which holds the router weakly: the front end keeps
/// it alive for as long as the screen is in use (usually a coordinator that outlives every screen)
/// and decides in it which screen comes next.
@MainActor public protocol SearchRouting: AnyObject {
  /// Show the album with this catalog id.
  func openAlbum(id: Int64)
  /// Show the signed-in user's profile.
  func openProfile()
  /// Show the signed-in user's search history.
  func openHistory()
  /// Show the signed-in user's library of saved albums (a front end without it may leave this
  /// out: by default the request is ignored).
  func openLibrary()
  /// Show the track search for this (valid) search text.
  func openTrackSearch(query: String)
  /// The session ended; leave for the sign-in screen.
  func didSignOut()
  /// Show the signed-in user's media search filters (a front end without them may leave this
  /// out: by default the request is ignored).
  func openFilters()
  /// Show the media search for this (valid) search text (a front end without it may leave this
  /// out: by default the request is ignored).
  func openMediaSearch(query: String)
}

extension SearchPresenting {
  /// Suggestions for the album search's own prompt: from its album searches.
  public func didRequestSuggestions(for prefix: String) async {
    await didRequestSuggestions(for: prefix, kind: .album)
  }
}

extension SearchRouting {
  /// Ignores the request: this front end has no library screen.
  public func openLibrary() {}
  /// Ignores the request: this front end has no filters screen.
  public func openFilters() {}
  /// Ignores the request: this front end has no media search.
  public func openMediaSearch(query: String) {}
}
