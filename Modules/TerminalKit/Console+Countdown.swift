import Foundation

extension Console {
  /// Shows `label(secondsLeft)` as the progress line (a terminal only), redrawn each second
  /// until `deadline` by `clock` (`Countdown`), then puts back the progress line shown before (a
  /// search's "Searching…"), also when the wait ends early or is cancelled. `sleep` waits (tests
  /// pass one that moves a fake clock).
  public func showingCountdown(
    to deadline: Date, now: () -> Date,
    sleep: (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
    _ label: (Int) -> String
  ) async throws {
    let previous = progress
    var shown = false
    defer { if shown { showProgress(previous) } }
    try await Countdown.run(to: deadline, now: now, sleep: sleep) { seconds in
      showProgress(label(seconds))
      shown = true
    }
  }
}
