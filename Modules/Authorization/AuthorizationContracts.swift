import Domain

/// The sign-in screen as the presenter sees it.
///
/// Called on the main actor, only by the screen's presenter, which holds the view weakly: the
/// front end keeps the view alive while the screen is in use (a released view is no longer
/// updated, and nothing fails).
@MainActor public protocol AuthorizationDisplaying: AnyObject {
  /// Shows the sign-in form, its errors or its progress.
  func display(_ viewModel: AuthorizationViewModel)
}

/// What the sign-in screen reports: the user's intents.
///
/// Call it on the main actor; an `async` intent returns once the outcome has been given to the
/// view or the router. The module's `build` returns it and nothing else holds it: the front end
/// keeps it, with the view and the router (held weakly by it), while the screen is in use.
@MainActor public protocol AuthorizationPresenting: AnyObject {
  /// The screen appeared; `email` pre-fills the form (e.g. after registration).
  func viewDidLoad(email: String?)
  /// The screen is the first of a run whose input may have been written in advance (piped):
  /// names the user of a session that is already open, whom `didContinueSignedIn()` goes on as.
  func loadOpenSession() async
  /// The user submitted the form.
  func didSubmit(email: String, password: String) async
  /// The user chose to go on as the signed-in user named by `loadOpenSession()`; nothing
  /// happens when no session is open.
  func didContinueSignedIn()
  /// The user wants to create an account.
  func didRequestSignUp()
}

/// Sign-in rules; knows ports, not screens.
///
/// `Sendable`: any task may call it, also concurrently, so its ports are `Sendable` too. The
/// presenter holds it strongly; the module's `build` makes the one over the dependencies.
public protocol AuthorizationInteracting: Sendable {
  /// Checks the credentials, starts a session and returns the user's id.
  /// Throws `MusicLibraryError.wrongCredentials` for an unknown e-mail or a wrong password alike,
  /// and `.overLongEmail` for an address over `EmailLength.maximum`, with nothing recorded.
  func signIn(email: String, password: String) async throws -> User.ID
  /// The user of the session already open, nil when nobody is signed in.
  func signedInUser() async throws -> User?
}

/// Where the sign-in screen can lead; the app's coordinator decides how.
///
/// Called on the main actor by the presenter, which holds the router weakly: the front end keeps
/// it alive for as long as the screen is in use (usually a coordinator that outlives every screen)
/// and decides in it which screen comes next.
@MainActor public protocol AuthorizationRouting: AnyObject {
  /// A session has started.
  func didSignIn()
  /// Open the registration screen.
  func openRegistration()
}
