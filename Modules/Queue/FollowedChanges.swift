/// The task that follows the playback's changes for a presenter, cancelled when the presenter
/// that keeps it goes away (ending the stream it reads, so the playback forgets that listener).
final class FollowedChanges: Sendable {
  private let task: Task<Void, Never>

  /// Keeps `task` until released.
  init(_ task: Task<Void, Never>) {
    self.task = task
  }

  deinit {
    task.cancel()
  }
}
