import Domain

/// The run's playback: one queue and one preview player for the whole run, which keeps playing
/// while screens come and go, and moves on by itself when a preview ends.
///
/// A port: `Sendable`, called from any task; the composition root makes one per run and every
/// screen that plays or shows what plays holds it.
public protocol PlaybackSession: Sendable {
  /// Replaces the queue with `entries` and plays the one at `index`.
  func play(_ entries: [QueueEntry], startingAt index: Int) async
  /// Adds `entries` at the end of the queue; plays the first of them when nothing was queued.
  func append(_ entries: [QueueEntry]) async
  /// Pauses a playing preview, resumes a paused one, plays the current entry again otherwise.
  func toggle() async
  /// Plays the next entry; false (and nothing changes) at the end of the queue.
  func next() async -> Bool
  /// Plays the previous entry; false (and nothing changes) at the start of the queue.
  func previous() async -> Bool
  /// Plays the entry at `index` of the queue's list.
  func jump(to index: Int) async
  /// Removes the entry at `index`; removing the one that plays plays the one after it.
  func remove(at index: Int) async
  /// Moves the entry at `source` to `destination` in the queue's list.
  func move(from source: Int, to destination: Int) async
  /// Stops playback and empties the queue.
  func clear() async
  /// Stops the preview; the queue stays, and `toggle()` plays its current entry again.
  func stop() async
  /// Sets what happens after the last entry, or after each.
  func setRepeat(_ mode: RepeatMode) async
  /// Shuffles the entries after the current one, or plays them in the list's order again.
  func setShuffled(_ on: Bool) async
  /// The playback now, with the preview's position read from the player.
  func snapshot() async -> PlaybackSnapshot
  /// Every snapshot from now on, one per change, starting with the current one; each call gets a
  /// stream of its own, which ends when the run's playback shuts down.
  func changes() async -> AsyncStream<PlaybackSnapshot>
  /// Stops playback and releases the player. Call once when the run ends.
  func shutdown() async
}
