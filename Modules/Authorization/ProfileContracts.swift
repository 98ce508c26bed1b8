import Domain

/// The home (profile) screen as the presenter sees it.
@MainActor public protocol ProfileDisplaying: AnyObject {
  /// Shows the signed-in user's data or why it cannot be shown.
  func display(_ viewModel: ProfileViewModel)
}

/// What the profile screen reports.
@MainActor public protocol ProfilePresenting: AnyObject {
  /// The screen appeared: load the signed-in user from the database.
  func viewDidLoad() async
  /// The user wants to sign out.
  func didRequestSignOut() async
  /// The user wants to go back to the search.
  func didRequestBack()
}

/// Profile rules: the user comes from the stored session, never from the previous screen.
public protocol ProfileInteracting: Sendable {
  /// The signed-in user; throws `MusicLibraryError.notSignedIn` when there is no session.
  func signedInUser() async throws -> User
  /// Today's date, for the age.
  func today() -> CalendarDate
  /// Ends the session.
  func signOut() async throws
}

/// Where the profile screen can lead.
@MainActor public protocol ProfileRouting: AnyObject {
  /// The session has ended.
  func didSignOut()
  /// Back to the search screen.
  func openSearch()
}
