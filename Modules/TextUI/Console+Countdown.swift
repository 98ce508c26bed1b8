import Domain
import Foundation

extension Console {
  /// Shows `label(secondsLeft)` as the progress line (a terminal only), redrawn each second
  /// until `deadline` by `clock`, then clears it. Throws `CancellationError` when the task is
  /// cancelled, the line cleared too. `sleep` waits (tests pass one that moves a fake clock).
  public func showingCountdown(
    to deadline: Date, clock: any WallClock,
    sleep: (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
    _ label: (Int) -> String
  ) async throws {
    defer { showProgress(nil) }
    while true {
      let left = deadline.timeIntervalSince(clock.now())
      guard left > 0 else { return }
      showProgress(label(Int(left.rounded(.up))))
      // Wake on the next whole second left, so the number shown is never late.
      let step = left - left.rounded(.up) + 1
      try await sleep(.milliseconds(Int((min(step, left) * 1000).rounded(.up))))
    }
  }
}
