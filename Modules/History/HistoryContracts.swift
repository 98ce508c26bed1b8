import Domain

/// The history screen as the presenter sees it: something that shows view models.
///
/// Called on the main actor, only by the screen's presenter, which holds the view weakly: the
/// front end keeps the view alive while the screen is in use (a released view is no longer
/// updated, and nothing fails).
@MainActor public protocol HistoryDisplaying: AnyObject {
  /// Shows `viewModel`, replacing whatever was shown before.
  func display(_ viewModel: HistoryViewModel)
}

/// What the history screen reports: the person's intents.
///
/// Call it on the main actor; an `async` intent returns once the outcome has been given to the
/// view or the router. The module's `build` returns it and nothing else holds it: the front end
/// keeps it, with the view and the router (held weakly by it), while the screen is in use.
@MainActor public protocol HistoryPresenting: AnyObject {
  /// The screen appeared: load the signed-in user and their history.
  func viewDidLoad() async
  /// The person chose the entry with this 1-based number, to search for it again as the kind
  /// of search it was.
  func didSelectEntry(number: Int)
  /// The person asked to remove the entry with this 1-based number.
  func didRequestDelete(number: Int) async
  /// The person asked to remove the entries for this query (compared ignoring case), of every
  /// kind.
  func didRequestDelete(query: String) async
  /// The person asked to remove every entry (the front end has already asked them to confirm).
  func didRequestClear() async
  /// The person wants the search screen again.
  func didRequestBack()
}

/// The history rules over the ports; throws `MusicLibraryError`, knows nothing of screens.
///
/// `Sendable`: any task may call it, also concurrently, so its ports are `Sendable` too. The
/// presenter holds it strongly; the module's `build` makes the one over the dependencies.
public protocol HistoryInteracting: Sendable {
  /// The signed-in user, read from the stores; throws `.notSignedIn` when there is none.
  func signedInUser() async throws -> User
  /// The signed-in user's newest `limit` entries, newest first.
  func entries(limit: Int) async throws -> [HistoryEntry]
  /// Removes the signed-in user's entries for `query` (ignoring case) of `kind`, or of every
  /// kind when nil; true if there was one.
  func delete(_ query: String, kind: SearchKind?) async throws -> Bool
  /// Removes every entry of the signed-in user.
  func clear() async throws
}

/// Where the history screen can lead; the app's coordinator decides how.
///
/// Called on the main actor by the presenter, which holds the router weakly: the front end keeps
/// it alive for as long as the screen is in use (usually a coordinator that outlives every screen)
/// and decides in it which screen comes next.
@MainActor public protocol HistoryRouting: AnyObject {
  /// Search for `query` again as a search of `kind` (albums, tracks, or that kind of media).
  func runSearch(query: String, kind: SearchKind)
  /// Return to the search screen.
  func backToSearch()
}
