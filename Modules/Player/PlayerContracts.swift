import Domain
import Foundation

/// The player screen as the presenter sees it: something that shows view models.
///
/// Called on the main actor, only by the screen's presenter, which holds the view weakly: the
/// front end keeps the view alive while the screen is in use (a released view is no longer
/// updated, and nothing fails).
@MainActor public protocol PlayerDisplaying: AnyObject {
  /// Shows `viewModel`, replacing whatever was shown before.
  func display(_ viewModel: PlayerViewModel)
}

/// What the player screen reports: the person's intents.
///
/// Call it on the main actor; an `async` intent returns once the outcome has been given to the
/// view or the router. The module's `build` returns it and nothing else holds it: the front end
/// keeps it, with the view and the router (held weakly by it), while the screen is in use.
@MainActor public protocol PlayerPresenting: AnyObject {
  /// The screen appeared: load the album and start the chosen track's preview.
  func viewDidLoad() async
  /// Play/pause: pauses a playing preview, resumes a paused one, plays a stopped one again.
  func didToggle() async
  /// Play the album's next track (says so at the last one).
  func didRequestNext() async
  /// Play the album's previous track (says so at the first one).
  func didRequestPrevious() async
  /// Stop the preview.
  func didRequestStop() async
  /// Stop the preview and leave the player.
  func didRequestBack() async
  /// Read the position again so the progress line stays current (a front end calls it while
  /// playing, a few times a second).
  func didRequestProgress() async
  /// No more commands will come: let the current preview play to its end (resuming a paused one)
  /// and return once it ended, failed or was stopped.
  func didReachEndOfInput() async
}

/// The player rules over the ports; knows nothing of screens.
///
/// `Sendable`: any task may call it, also concurrently, so its ports are `Sendable` too. The
/// presenter holds it strongly; the module's `build` makes the one over the dependencies.
public protocol PlayerInteracting: Sendable {
  /// The signed-in user, read from the stores; throws `.notSignedIn` when there is none.
  func signedInUser() async throws -> User
  /// The album with its tracks sorted by disc, then number; throws `.notFound` for an unknown id.
  func album(id: Int64) async throws -> Album
  /// Starts the preview at `url`; returns once it plays. Throws `PreviewFailure`, or
  /// `CancellationError` when it was replaced or stopped while loading.
  func play(_ url: URL) async throws
  /// Pauses the preview.
  func pause() async throws
  /// Resumes the preview.
  func resume() async throws
  /// Stops the preview.
  func stop() async
  /// Where the preview is; nil when nothing plays.
  func position() async -> PlaybackPosition?
  /// The player's own events from now on (paused, resumed, ended, failed).
  func playbackEvents() async -> AsyncStream<PreviewPlayerEvent>
}

/// Where the player screen can lead; the app's coordinator decides how.
///
/// Called on the main actor by the presenter, which holds the router weakly: the front end keeps
/// it alive for as long as the screen is in use (usually a coordinator that outlives every screen)
/// and decides in it which screen comes next.
@MainActor public protocol PlayerRouting: AnyObject {
  /// Leave the player, which last showed a track of album `albumID`: return to the screen that
  /// opened it (the album, or a track list).
  func leavePlayer(albumID: Int64)
}
