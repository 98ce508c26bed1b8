import Domain
import PlaybackModel

/// The queue screen as the presenter sees it: something that shows view models.
///
/// Called on the main actor, only by the screen's presenter, which holds the view weakly.
@MainActor public protocol QueueDisplaying: AnyObject {
  /// Shows `viewModel`, replacing whatever was shown before.
  func display(_ viewModel: QueueViewModel)
}

/// What the queue screen reports: the person's intents. Entries are numbered from 1 in the
/// order the screen lists them.
@MainActor public protocol QueuePresenting: AnyObject {
  /// The screen appeared: show the queue, and keep showing it as playback moves on.
  func viewDidLoad() async
  /// Play entry `number` and open the player.
  func didSelectEntry(number: Int) async
  /// Remove entry `number`.
  func didRemoveEntry(number: Int) async
  /// Move entry `number` to place `destination`.
  func didMoveEntry(number: Int, to destination: Int) async
  /// Empty the queue.
  func didRequestClear() async
  /// Add every track of album `id` at the end.
  func didAddAlbum(id: Int64) async
  /// Add track `number` (of `disc`, else the first disc that has it) of album `albumID` at the
  /// end.
  func didAddTrack(albumID: Int64, number: Int, disc: Int?) async
  /// Switch repeat to its next mode (off → all → one → off).
  func didCycleRepeat() async
  /// Turn shuffle on or off.
  func didToggleShuffle() async
  /// Open the player.
  func didRequestPlayer()
  /// Leave the queue.
  func didRequestBack()
}

/// Where the queue screen can lead; the front end decides how.
@MainActor public protocol QueueRouting: AnyObject {
  /// Show the player of what plays now.
  func openPlayer()
  /// Leave the queue for the screen that opened it.
  func leaveQueue()
}

/// The queue rules over the ports; knows nothing of screens.
///
/// `Sendable`: any task may call it, also concurrently, so its ports are `Sendable` too. The
/// presenter holds it strongly; the module's `build` makes the one over the dependencies.
public protocol QueueInteracting: Sendable {
  /// The signed-in user, read from the stores; throws `.notSignedIn` when there is none.
  func signedInUser() async throws -> User
  /// Every track of album `id` as queue entries, in playing order; throws `.notSignedIn` when
  /// nobody is signed in, `.notFound` for an unknown id.
  func entries(ofAlbum id: Int64) async throws -> [QueueEntry]
  /// The run's playback now.
  func snapshot() async -> PlaybackSnapshot
  /// Every change of the run's playback from now on, starting with the current state.
  func changes() async -> AsyncStream<PlaybackSnapshot>
  /// Adds `entries` at the end of the queue.
  func append(_ entries: [QueueEntry]) async
  /// Plays the entry at `index` of the queue's list.
  func jump(to index: Int) async
  /// Removes the entry at `index`.
  func remove(at index: Int) async
  /// Moves the entry at `source` to `destination`.
  func move(from source: Int, to destination: Int) async
  /// Stops playback and empties the queue.
  func clear() async
  /// Sets what happens after the last entry, or after each.
  func setRepeat(_ mode: RepeatMode) async
  /// Shuffles the entries after the current one, or plays them in the list's order again.
  func setShuffled(_ on: Bool) async
}
