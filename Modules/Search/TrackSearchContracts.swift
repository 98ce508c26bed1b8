import Domain

/// The track search screen as the presenter sees it: something that shows view models.
@MainActor public protocol TrackSearchDisplaying: AnyObject {
  /// Shows `viewModel`, replacing whatever was shown before.
  func display(_ viewModel: TrackSearchViewModel)
}

/// What the track search screen reports: the person's intents.
@MainActor public protocol TrackSearchPresenting: AnyObject {
  /// The screen appeared: load the signed-in user.
  func viewDidLoad() async
  /// The person submitted a search text.
  func didSubmit(query: String) async
  /// The person chose the row with this 1-based number: play that track.
  func didSelectTrack(number: Int)
  /// The person asked to go back to the album search.
  func didRequestBack()
}

/// The track search rules over the ports; throws `MusicLibraryError`, knows nothing of screens.
public protocol TrackSearchInteracting: Sendable {
  /// The signed-in user, read from the stores; throws `.notSignedIn` when there is none.
  func signedInUser() async throws -> User
  /// Songs matching `query`, in the catalog's order.
  func searchTracks(_ query: SearchQuery) async throws -> [TrackSummary]
}

/// Where the track search screen can lead; the app's coordinator decides how.
@MainActor public protocol TrackSearchRouting: AnyObject {
  /// Show the player for track `trackNumber` on `disc` of album `albumID`.
  func openPlayer(albumID: Int64, trackNumber: Int, disc: Int?)
  /// Return to the album search.
  func backToSearch()
}
