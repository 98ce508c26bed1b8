import Domain
import Foundation
import MPVPreview
import TestSupport
import Testing

private let mpvPath = PlayerLocator.find("mpv", environment: ProcessInfo.processInfo.environment)

/// The mpv adapter against previews served by Tools/fake-itunes on 127.0.0.1, with mpv's null
/// audio output. The suite runs serialized so that counting our mpv children is meaningful.
/// Under the thread sanitizer (`.ci/run` sets MUSICLIB_TEST_SANITIZER) the instrumented test
/// process drives mpv's IPC too slowly for loads to succeed; the sanitizer pass still runs the
/// adapter through the end-to-end player tests, and the normal pass runs this suite.
@Suite(
  .serialized, .enabled(if: mpvPath != nil, "mpv is not installed"),
  .disabled(
    if: ProcessInfo.processInfo.environment["MUSICLIB_TEST_SANITIZER"] == "thread",
    "too slow to drive mpv under the thread sanitizer"))
final class MPVPreviewPlayerTests: Sendable {
  static let previewSeconds = 10
  let server: FakeITunesServer
  let player: MPVPreviewPlayer

  init() throws {
    // Long enough that a slow, loaded machine still pauses or switches before a preview ends.
    server = try FakeITunesServer(arguments: ["--previews", "\(Self.previewSeconds)"])
    // Generous network and start limits: a loaded CI machine may be slow to serve the first WAV.
    player = MPVPreviewPlayer(
      executablePath: mpvPath ?? "mpv", extraArguments: ["--ao=null", "--network-timeout=60"],
      startTimeout: .seconds(60))
  }

  deinit {
    server.stop()
  }

  /// Runs `body` at high priority, and shuts the player down when it throws, so no mpv outlives
  /// a failed test. mpv plays in real time while the tests share a cooperative pool as wide as
  /// the cores (two here), queued behind a thousand other tests' jobs: at the default priority a
  /// step waited up to 40 s there and the preview ended under the test's feet.
  private func cleaningUp(_ body: @escaping @Sendable () async throws -> Void) async throws {
    let player = player
    try await Task(priority: .high) {
      do {
        try await body()
      } catch {
        await player.shutdown()
        throw error
      }
    }.value
  }

  private func preview(_ id: String) -> URL {
    server.baseURL.appending(path: "preview/\(id).wav")
  }

  @Test func playsPausesResumesAndStops() async throws {
    try await cleaningUp { [self] in
      try await player.load(preview("1"))
      let started = try #require(await player.position())
      #expect(started.elapsed > 0)
      #expect(started.duration.map { abs($0 - Double(Self.previewSeconds)) < 0.1 } == true)

      try await player.pause()
      // mpv may still report the last buffered audio just after the pause; let it settle.
      try await Task.sleep(for: .milliseconds(200))
      let paused = try #require(await player.position())
      try await Task.sleep(for: .milliseconds(600))
      let stillPaused = try #require(await player.position())
      // Playing would move the position by about 0.6 s; paused, it stays put.
      #expect(abs(stillPaused.elapsed - paused.elapsed) < 0.2)

      try await player.resume()
      await player.stop()
      #expect(await player.position() == nil)
      await #expect(throws: PreviewFailure.self) { try await self.player.pause() }
      await player.shutdown()
    }
  }

  @Test func reportsTheEndButNotTheEchoesOfOurOwnPauseAndResume() async throws {
    try await cleaningUp { [self] in
      var events = await player.events().makeAsyncIterator()
      try await player.load(preview("2"))
      // mpv confirms each command as a property change, sometimes after the next command ran;
      // those echoes are ours, so the first event is the end of the preview.
      try await player.pause()
      try await Task.sleep(for: .milliseconds(200))
      try await player.resume()
      try await player.pause()
      try await player.resume()
      #expect(await events.next() == .ended)
      await player.shutdown()
    }
  }

  @Test func aPreviewOverBeforeItsPositionShowsHasLoadedAndEnded() async throws {
    // 20 ms of sound: mpv's end-of-file usually comes before the first position above 0.
    let short = try FakeITunesServer(arguments: ["--previews", "0.02"])
    try await cleaningUp { [self] in
      var events = await player.events().makeAsyncIterator()
      for id in ["11", "12", "13"] {
        try await player.load(short.baseURL.appending(path: "preview/\(id).wav"))
        #expect(await events.next() == .ended, "preview \(id)")
      }
      #expect(await player.position() == nil)
      await player.shutdown()
    }
  }

  @Test func aMissingPreviewFailsToLoadAndThePlayerStaysUsable() async throws {
    try await cleaningUp { [self] in
      await #expect(throws: PreviewFailure.loadFailed) {
        try await self.player.load(self.server.baseURL.appending(path: "preview/missing.wav"))
      }
      try await player.load(preview("3"))
      #expect(await player.position() != nil)
      await player.shutdown()
    }
  }

  @Test func switchingPreviewsKeepsOneMPVAndStartsTheNewOneFromTheBeginning() async throws {
    try await cleaningUp { [self] in
      try await player.load(preview("4"))
      try await Task.sleep(for: .milliseconds(1200))
      let before = try #require(await player.position())
      let pid = try #require(await player.helperProcessID)

      try await player.load(preview("5"))
      let position = try #require(await player.position())
      // Compared with the old preview's position, not a fixed bound: a busy machine is slow, but
      // a preview that continued the old one would be past where the old one was.
      #expect(position.elapsed < before.elapsed, "the new preview starts from the beginning")
      #expect(await player.helperProcessID == pid)
      #expect(ChildProcesses.named("mpv") == [pid])
      await player.shutdown()
    }
  }

  @Test func aPreviewLoadedAfterAPausePlays() async throws {
    try await cleaningUp { [self] in
      try await player.load(preview("4"))
      try await player.pause()

      try await player.load(preview("5"))
      let started = try #require(await player.position())
      try await Task.sleep(for: .milliseconds(600))
      let later = try #require(await player.position())
      // Playing moves the position by about 0.6 s; still paused, it would stay put.
      #expect(later.elapsed - started.elapsed > 0.2)
      await player.shutdown()
    }
  }

  @Test func stopWhileLoadingCancelsTheLoad() async throws {
    try await cleaningUp { [self] in
      let slow = server.baseURL(fault: "delay:2").appending(path: "preview/6.wav")
      let player = self.player
      let loading = Task { try await player.load(slow) }
      // Stop only once mpv is fetching the preview, which the server answers after 2 s.
      while try await !server.recordedRequests().contains(where: { $0.path == "/preview/6.wav" }) {
        try await Task.sleep(for: .milliseconds(20))
      }

      await player.stop()

      await #expect(throws: CancellationError.self) { try await loading.value }
      #expect(await player.position() == nil)
      await player.shutdown()
    }
  }

  @Test func shutdownLeavesNoProcessBehind() async throws {
    try await cleaningUp { [self] in
      try await player.load(preview("7"))
      let pid = try #require(await player.helperProcessID)

      await player.shutdown()

      #expect(await ChildProcesses.eventually { !ChildProcesses.exists(pid) })
      #expect(ChildProcesses.named("mpv").isEmpty)
    }
  }

  @Test func aKilledMPVIsReportedReapedAndReplacedOnTheNextLoad() async throws {
    try await cleaningUp { [self] in
      let events = await player.events()
      try await player.load(preview("8"))
      let pid = try #require(await player.helperProcessID)

      kill(pid, SIGKILL)
      var iterator = events.makeAsyncIterator()
      let event = await iterator.next()
      guard case .failed(.playerFailed)? = event else {
        Issue.record("expected a player failure, got \(String(describing: event))")
        return
      }
      #expect(await ChildProcesses.eventually { !ChildProcesses.exists(pid) })

      try await player.load(preview("9"))
      let replacement = try #require(await player.helperProcessID)
      #expect(replacement != pid)
      await player.shutdown()
      #expect(await ChildProcesses.eventually { ChildProcesses.named("mpv").isEmpty })
    }
  }

  @Test func mpvStartsWithNoSignalBlockedSoSIGTERMStopsIt() async throws {
    try await cleaningUp { [self] in
      try await player.load(preview("10"))
      let pid = try #require(await player.helperProcessID)
      let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
      let blocked = status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") }
      #expect(blocked?.hasSuffix("0000000000000000") == true)

      kill(pid, SIGTERM)
      #expect(await ChildProcesses.eventually { !ChildProcesses.exists(pid) })
      await player.shutdown()
    }
  }
}
