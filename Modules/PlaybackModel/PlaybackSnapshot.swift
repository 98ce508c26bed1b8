import Domain

/// The run's playback at one moment: the queue, where its current preview is, and what failed.
public struct PlaybackSnapshot: Hashable, Sendable {
  /// The queue, with its current entry.
  public var queue: PlayQueue
  /// Where the current entry's preview is in its life.
  public var state: PlaybackState
  /// Where the preview is; nil while nothing plays or the player does not know yet.
  public var position: PlaybackPosition?
  /// Why the current entry's preview did not play, when it did not.
  public var failure: PreviewFailure?
  /// Counts the previews started in the run, so a screen can tell a track started again (repeat
  /// one, the same track chosen twice) from the same track still playing.
  public var starts: Int
  /// Counts the changes told to listeners, so a screen that hears of them late and also asks
  /// for the playback itself shows the newest.
  public var revision: Int

  /// Creates a snapshot.
  public init(
    queue: PlayQueue = PlayQueue(), state: PlaybackState = .idle,
    position: PlaybackPosition? = nil, failure: PreviewFailure? = nil, starts: Int = 0,
    revision: Int = 0
  ) {
    self.queue = queue
    self.state = state
    self.position = position
    self.failure = failure
    self.starts = starts
    self.revision = revision
  }

  /// The entry the queue is at; nil when there is none.
  public var current: QueueEntry? { queue.current }
}
