import Foundation

extension Console {
  /// Shows `label(secondsLeft)` as the progress line (a terminal only), redrawn each second
  /// until `deadline` by `clock`, then puts back the progress line shown before (a search's
  /// "Searching…"). Returns early when the time left grows (the clock was set back), so that
  /// the caller asks again rather than wait out the clock's jump. Throws `CancellationError`
  /// when the task is cancelled, the line put back too. `sleep` waits (tests pass one that
  /// moves a fake clock).
  public func showingCountdown(
    to deadline: Date, now: () -> Date,
    sleep: (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
    _ label: (Int) -> String
  ) async throws {
    let previous = progress
    var shown = false
    defer { if shown { showProgress(previous) } }
    var longest = TimeInterval.infinity
    while true {
      let left = deadline.timeIntervalSince(now())
      guard left > 0, left <= longest else { return }
      longest = left
      showProgress(label(Int(left.rounded(.up))))
      shown = true
      // Wake on the next whole second left, so the number shown is never late.
      let step = left - left.rounded(.up) + 1
      try await sleep(.milliseconds(Int((min(step, left) * 1000).rounded(.up))))
    }
  }
}
