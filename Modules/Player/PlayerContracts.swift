import Domain
import Foundation
import PlaybackModel

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
  /// The screen appeared: start what it was opened for (an album, a track search's tracks) and
  /// show the run's playback from then on.
  func viewDidLoad() async
  /// Play/pause: pauses a playing preview, resumes a paused one, plays a stopped one again.
  func didToggle() async
  /// Play the queue's next track (says so at the last one).
  func didRequestNext() async
  /// Play the queue's previous track (says so at the first one).
  func didRequestPrevious() async
  /// Stop the preview; the queue stays.
  func didRequestStop() async
  /// Switch repeat to its next mode (off → all → one → off).
  func didCycleRepeat() async
  /// Turn shuffle on or off.
  func didToggleShuffle() async
  /// Leave the player; the preview goes on playing.
  func didRequestBack() async
  /// Open the queue.
  func didRequestQueue()
  /// Read the position again so the progress line stays current (a front end calls it while
  /// playing, a few times a second).
  func didRequestProgress() async
  /// No more commands will come: let the queue play to its end (resuming a paused preview) and
  /// return once it ended, failed or was stopped.
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
  /// Replaces the run's queue with `entries` and plays the one at `index`.
  func play(_ entries: [QueueEntry], startingAt index: Int) async
  /// Pauses, resumes, or plays the current entry again.
  func toggle() async
  /// Plays the queue's next entry; false at its end.
  func next() async -> Bool
  /// Plays the queue's previous entry; false at its start.
  func previous() async -> Bool
  /// Stops the preview; the queue stays.
  func stop() async
  /// Sets repeat to its next mode.
  func cycleRepeat() async
  /// Turns shuffle on or off.
  func toggleShuffle() async
  /// The run's playback now.
  func snapshot() async -> PlaybackSnapshot
  /// The run's playback from now on, one snapshot per change.
  func changes() async -> AsyncStream<PlaybackSnapshot>
}

/// Where the player screen can lead; the app's coordinator decides how.
///
/// Called on the main actor by the presenter, which holds the router weakly: the front end keeps
/// it alive for as long as the screen is in use (usually a coordinator that outlives every screen)
/// and decides in it which screen comes next.
@MainActor public protocol PlayerRouting: AnyObject {
  /// Leave the player for the screen that opened it; the preview goes on playing.
  func leavePlayer()
  /// Show the queue.
  func openQueue()
}
