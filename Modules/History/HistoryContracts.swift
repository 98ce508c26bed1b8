import Domain

/// The history screen as the presenter sees it: something that shows view models.
@MainActor public protocol HistoryDisplaying: AnyObject {
  /// Shows `viewModel`, replacing whatever was shown before.
  func display(_ viewModel: HistoryViewModel)
}

/// What the history screen reports: the person's intents.
@MainActor public protocol HistoryPresenting: AnyObject {
  /// The screen appeared: load the signed-in user and their history.
  func viewDidLoad() async
  /// The person chose the entry with this 1-based number, to search for it again.
  func didSelectEntry(number: Int)
  /// The person asked to remove the entry with this 1-based number.
  func didRequestDelete(number: Int) async
  /// The person asked to remove the entry for this query (compared ignoring case).
  func didRequestDelete(query: String) async
  /// The person asked to remove every entry (the front end has already asked them to confirm).
  func didRequestClear() async
  /// The person wants the search screen again.
  func didRequestBack()
}

/// The history rules over the ports; throws `MusicLibraryError`, knows nothing of screens.
public protocol HistoryInteracting: Sendable {
  /// The signed-in user, read from the stores; throws `.notSignedIn` when there is none.
  func signedInUser() async throws -> User
  /// The signed-in user's newest `limit` entries, newest first.
  func entries(limit: Int) async throws -> [HistoryEntry]
  /// Removes the signed-in user's entry for `query` (ignoring case); true if there was one.
  func delete(_ query: String) async throws -> Bool
  /// Removes every entry of the signed-in user.
  func clear() async throws
}

/// Where the history screen can lead; the app's coordinator decides how.
@MainActor public protocol HistoryRouting: AnyObject {
  /// Search for `query` again on the search screen.
  func runSearch(query: String)
  /// Return to the search screen.
  func backToSearch()
}
