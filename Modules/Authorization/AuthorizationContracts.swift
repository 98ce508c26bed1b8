import Domain

/// The sign-in screen as the presenter sees it.
@MainActor public protocol AuthorizationDisplaying: AnyObject {
  /// Shows the sign-in form, its errors or its progress.
  func display(_ viewModel: AuthorizationViewModel)
}

/// What the sign-in screen reports: the user's intents.
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
public protocol AuthorizationInteracting: Sendable {
  /// Checks the credentials, starts a session and returns the user's id.
  /// Throws `MusicLibraryError.wrongCredentials` for an unknown e-mail or a wrong password alike,
  /// and `.overLongEmail` for an address over `EmailLength.maximum`, with nothing recorded.
  func signIn(email: String, password: String) async throws -> User.ID
  /// The user of the session already open, nil when nobody is signed in.
  func signedInUser() async throws -> User?
}

/// Where the sign-in screen can lead; the app's coordinator decides how.
@MainActor public protocol AuthorizationRouting: AnyObject {
  /// A session has started.
  func didSignIn()
  /// Open the registration screen.
  func openRegistration()
}
