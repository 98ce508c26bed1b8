import Domain

/// The filters screen as the presenter sees it: something that shows view models.
///
/// Called on the main actor, only by the screen's presenter, which holds the view weakly: the
/// front end keeps the view alive while the screen is in use.
@MainActor public protocol FiltersDisplaying: AnyObject {
  /// Shows `viewModel`, replacing whatever was shown before.
  func display(_ viewModel: FiltersViewModel)
}

/// What the filters screen reports: the person's intents.
///
/// Call it on the main actor; an `async` intent returns once the outcome has been given to the
/// view or the router. The front end keeps the presenter, with the view and the router (held
/// weakly by it), while the screen is in use.
@MainActor public protocol FiltersPresenting: AnyObject {
  /// The screen appeared: load the signed-in user and their filters.
  func viewDidLoad() async
  /// The person typed new values (as typed, by field): all are checked, and saved together only
  /// when every one is valid.
  func didChange(_ values: [FiltersField: String]) async
  /// The person asked to go back to the screen they came from.
  func didRequestBack()
}

/// The filters rules over the ports; throws `MusicLibraryError`, knows nothing of screens.
public protocol FiltersInteracting: Sendable {
  /// The signed-in user, read from the stores; throws `.notSignedIn` when there is none.
  func signedInUser() async throws -> User
  /// The signed-in user's filters, the defaults when they never set any.
  func currentFilters() async throws -> MediaFilters
  /// Applies `change` to the signed-in user's filters, saves and returns the result.
  func apply(_ change: FiltersChange) async throws -> MediaFilters
}

/// Where the filters screen can lead; the app's coordinator decides how.
@MainActor public protocol FiltersRouting: AnyObject {
  /// Leave the filters for the screen they were opened from (the album or media search).
  func leaveFilters()
}
