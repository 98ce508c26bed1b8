import Foundation

/// A countdown to a deadline, whoever shows it: the seconds left shown each whole second.
public enum Countdown {
  /// Calls `show(secondsLeft)` each whole second until `deadline` by `now`. Returns early when
  /// the time left grows (the clock was set back), so that the caller asks again rather than
  /// wait out the clock's jump. Throws `CancellationError` when the task is cancelled. `sleep`
  /// waits (tests pass one that moves a fake clock).
  public static func run(
    to deadline: Date, now: () -> Date,
    sleep: (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
    show: (Int) -> Void
  ) async throws {
    var longest = TimeInterval.infinity
    while true {
      let left = deadline.timeIntervalSince(now())
      guard left > 0, left <= longest else { return }
      longest = left
      show(Int(left.rounded(.up)))
      // Wake on the next whole second left, so the number shown is never late.
      let step = left - left.rounded(.up) + 1
      try await sleep(.milliseconds(Int((min(step, left) * 1000).rounded(.up))))
    }
  }
}
