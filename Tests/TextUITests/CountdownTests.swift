import Domain
import Foundation
import TestSupport
import Testing
import TextUI

/// The progress line of a wait counts the seconds down, then goes.
@MainActor @Suite struct CountdownTests {
  @Test func eachWholeSecondLeftIsShownThenTheLineIsCleared() async throws {
    let console = ScriptedConsole([])
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    // Each reading of the clock is a second later, so the real sleeps stay short.
    let clock = SteppingClock(start: start, step: 1)
    var shown: [Int] = []
    try await console.showingCountdown(to: start + 2.5, clock: clock) { seconds in
      shown.append(seconds)
      return "next request in \(seconds) s"
    }
    #expect(shown == [3, 2, 1])
    #expect(console.progress == nil)
  }

  @Test func cancellingClearsTheLine() async throws {
    let console = ScriptedConsole([])
    let clock = FixedClock(Date(timeIntervalSince1970: 1_800_000_000))
    let countdown = Task { @MainActor in
      try await console.showingCountdown(to: clock.now() + 3600, clock: clock) { "\($0)" }
    }
    while console.progress == nil { await Task.yield() }
    #expect(console.progress == "3600")
    countdown.cancel()
    await #expect(throws: CancellationError.self) { try await countdown.value }
    #expect(console.progress == nil)
  }
}

/// A clock one `step` later at each reading.
private final class SteppingClock: WallClock, @unchecked Sendable {
  private let lock = NSLock()
  private var next: Date
  private let step: TimeInterval
  let timeZone = TimeZone(identifier: "UTC")!

  init(start: Date, step: TimeInterval) {
    next = start
    self.step = step
  }

  func now() -> Date {
    lock.withLock {
      defer { next += step }
      return next
    }
  }
}
