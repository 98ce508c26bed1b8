import Domain
import Foundation
import InMemoryPorts
import TerminalKit
import TestSupport
import Testing

/// The progress line of a wait counts the seconds down, then gives the line back. Sleeps move
/// a fake clock, so nothing here really sleeps.
@MainActor @Suite struct CountdownTests {
  let start = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func eachWholeSecondLeftIsShownThenTheLineIsCleared() async throws {
    let console = ScriptedConsole([])
    let clock = FixedClock(start)
    var slept: [Duration] = []
    let sleep = { (duration: Duration) in
      slept.append(duration)
      clock.advance(by: duration / .seconds(1))
    }
    try await console.showingCountdown(to: start + 2.5, now: clock.now, sleep: sleep) {
      "next request in \($0) s"
    }
    #expect(slept == [.milliseconds(500), .seconds(1), .seconds(1)], "woken on each whole second")
    #expect(
      console.progressHistory == [
        "next request in 3 s", "next request in 2 s", "next request in 1 s", nil,
      ])
    #expect(clock.now() == start + 2.5)
  }

  @Test func aClockSetBackEndsTheWaitSoTheCallerAsksAgain() async throws {
    let console = ScriptedConsole([])
    let clock = FixedClock(start)
    var sleeps = 0
    let sleep = { (duration: Duration) in
      sleeps += 1
      // The clock is set back an hour during the second sleep.
      clock.advance(by: duration / .seconds(1) - (sleeps == 2 ? 3600 : 0))
    }
    try await console.showingCountdown(to: start + 2.5, now: clock.now, sleep: sleep) { "\($0)" }
    try #require(sleeps == 2)
    #expect(console.progressHistory == ["3", "2", nil])
  }

  @Test func theProgressLineShownBeforeIsPutBack() async throws {
    let console = ScriptedConsole([])
    let clock = FixedClock(start)
    console.showProgress("Searching…")
    let sleep = { (_: Duration) in clock.advance(by: 1) }
    try await console.showingCountdown(to: start + 1, now: clock.now, sleep: sleep) { "\($0)" }
    #expect(console.progressHistory == ["Searching…", "1", "Searching…"])
    #expect(console.progress == "Searching…")
  }

  @Test func cancellingClearsTheLine() async throws {
    let console = ScriptedConsole([])
    let clock = FixedClock(start)
    let countdown = Task { @MainActor in
      try await console.showingCountdown(to: clock.now() + 3600, now: clock.now) { "\($0)" }
    }
    while console.progress == nil { await Task.yield() }
    #expect(console.progress == "3600")
    countdown.cancel()
    await #expect(throws: CancellationError.self) { try await countdown.value }
    #expect(console.progress == nil)
  }
}
