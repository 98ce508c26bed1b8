import Domain

/// The home (profile) screen as the presenter sees it.
///
/// Called on the main actor, only by the screen's presenter, which holds the view weakly: the
/// front end keeps the view alive while the screen is in use (a released view is no longer
/// updated, and nothing fails).
@MainActor public protocol ProfileDisplaying: AnyObject {
  /// Shows the signed-in user's data or why it cannot be shown.
  func display(_ viewModel: ProfileViewModel)
}

/// What the profile screen reports.
///
/// Call it on the main actor; an `async` intent returns once the outcome has been given to the
/// view or the router. The module's `build` returns it and nothing else holds it: the front end
/// keeps it, with the view and the router (held weakly by it), while the screen is in use.
@MainActor public protocol ProfilePresenting: AnyObject {
  /// The screen appeared: load the signed-in user from the database.
  func viewDidLoad() async
  /// The user wants to sign out.
  func didRequestSignOut() async
  /// The user wants to go back to the search.
  func didRequestBack()
}

/// Profile rules: the user comes from the stored session, never from the previous screen.
///
/// `Sendable`: any task may call it, also concurrently, so its ports are `Sendable` too. The
/// presenter holds it strongly; the module's `build` makes the one over the dependencies.
public protocol ProfileInteracting: Sendable {
  /// The signed-in user; throws `MusicLibraryError.notSignedIn` when there is no session.
  func signedInUser() async throws -> User
  /// Today's date, for the age.
  func today() -> CalendarDate
  /// Ends the session.
  func signOut() async throws
}

/// Where the profile screen can lead.
///
/// Called on the main actor by the presenter, which holds the router weakly: the front end keeps
/// it alive for as long as the screen is in use (usually a coordinator that outlives every screen)
/// and decides in it which screen comes next.
@MainActor public protocol ProfileRouting: AnyObject {
  /// The session has ended.
  func didSignOut()
  /// Back to the search screen.
  func openSearch()
}
