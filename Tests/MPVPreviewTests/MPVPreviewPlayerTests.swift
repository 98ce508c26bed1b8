import Domain
import Foundation
import MPVPreview
import PlaybackModel
import TestSupport
import Testing

private let mpvPath = PlayerLocator.find("mpv", environment: ProcessInfo.processInfo.environment)

/// The mpv adapter playing local WAV tones with mpv's null audio output; files that are not
/// audio, and a Tools/fake-itunes on 127.0.0.1 to show that mpv fetches nothing itself. The
/// tests run side by side (a preview plays in real time), but those that count our mpv children
/// run alone (`ChildProcessGate`).
/// Under the thread sanitizer (`.ci/run` sets MUSICLIB_TEST_SANITIZER) the instrumented test
/// process drives mpv's IPC too slowly for loads to succeed; the sanitizer pass still runs the
/// adapter through the end-to-end player tests, and the normal pass runs this suite.
@Suite(
  .enabled(if: mpvPath != nil, "mpv is not installed"),
  .disabled(
    if: ProcessInfo.processInfo.environment["MUSICLIB_TEST_SANITIZER"] == "thread",
    "too slow to drive mpv under the thread sanitizer"))
final class MPVPreviewPlayerTests: Sendable {
  static let previewSeconds = 10
  let server: FakeITunesServer
  let tones: ToneFiles
  let player: MPVPreviewPlayer

  init() throws {
    server = try FakeITunesServer(arguments: ["--previews", "\(Self.previewSeconds)"])
    tones = try ToneFiles()
    // A generous start limit: a loaded CI machine may be slow to start mpv.
    player = MPVPreviewPlayer(
      executablePath: mpvPath ?? "mpv", extraArguments: ["--ao=null"], startTimeout: .seconds(60))
  }

  deinit {
    server.stop()
  }

  /// Runs `body` at high priority, alone when it counts our mpv children (after the other tests'
  /// mpv are gone), and shuts the player down when it throws, so no mpv outlives a failed test.
  /// mpv plays in real time while the tests share a cooperative pool as wide as
  /// the cores (two here), queued behind a thousand other tests' jobs: at the default priority a
  /// step waited up to 40 s there and the preview ended under the test's feet.
  private func cleaningUp(
    countingChildren: Bool = false, _ body: @escaping @Sendable () async throws -> Void
  ) async throws {
    let player = player
    try await Task(priority: .high) {
      await ChildProcessGate.shared.enter(exclusive: countingChildren)
      do {
        if countingChildren {
          try #require(await eventually { ChildProcesses.named("mpv").isEmpty })
        }
        try await body()
        await ChildProcessGate.shared.leave(exclusive: countingChildren)
      } catch {
        await player.shutdown()
        await ChildProcessGate.shared.leave(exclusive: countingChildren)
        throw error
      }
    }.value
  }

  /// A tone long enough that a slow, loaded machine still pauses or switches before it ends.
  private func preview(_ id: String) throws -> URL {
    try tones.tone("preview-\(id)", seconds: Double(Self.previewSeconds))
  }

  /// Whether two readings of the position `apart` apart are the same.
  private static func positionStaysPut(_ player: MPVPreviewPlayer, for apart: Duration) async
    -> Bool
  {
    let first = await player.position()
    try? await Task.sleep(for: apart)
    guard let first else { return false }
    return await player.position() == first
  }

  /// Whether the player's mpv has `file` open.
  private static func hasOpen(_ file: URL, _ player: MPVPreviewPlayer) async -> Bool {
    guard let pid = await player.helperProcessID,
      let descriptors = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")
    else { return false }
    return descriptors.contains {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)"))
        == file.path
    }
  }

  /// Playlists and references mpv would follow, by file name and text; each lists a preview on
  /// the fake server and a local tone that would both play.
  static let playlists: [(name: String, text: String)] = [
    ("preview-1", "#EXTM3U\n{http}\n{file}\n"), ("preview-2", "{http}\n{file}\n"),
    ("preview.m3u", "#EXTM3U\n{http}\n{file}\n"),
    ("preview.m3u8", "#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\n{http}\n#EXT-X-ENDLIST\n"),
    ("preview.pls", "[playlist]\nFile1={http}\nFile2={file}\nNumberOfEntries=2\n"),
    ("preview-3", "ffconcat version 1.0\nfile '{http}'\nfile '{file}'\n"),
  ]

  @Test(arguments: playlists)
  func aPlaylistFileFailsToLoadAndMPVOpensNothingItLists(name: String, text: String)
    async throws
  {
    try await cleaningUp { [self] in
      let tone = try tones.tone("listed", seconds: 2)
      let listing = text.replacingOccurrences(
        of: "{http}", with: server.baseURL.appending(path: "preview/1.wav").absoluteString
      ).replacingOccurrences(of: "{file}", with: tone.absoluteString)
      let playlist = try tones.file(name, Data(listing.utf8))

      await #expect(throws: PreviewFailure.loadFailed) { try await self.player.load(playlist) }

      let requests = try await server.recordedRequests()
      #expect(requests.isEmpty, "mpv fetched nothing")
      #expect(await player.position() == nil)
      await player.shutdown()
    }
  }

  @Test func aURLThatIsNotAFileFailsToLoadAndIsNeverSent() async throws {
    try await cleaningUp { [self] in
      await #expect(throws: PreviewFailure.loadFailed) {
        try await self.player.load(self.server.baseURL.appending(path: "preview/1.wav"))
      }

      let requests = try await server.recordedRequests()
      #expect(requests.isEmpty)
      #expect(await player.helperProcessID == nil, "mpv was not even started")
    }
  }

  @Test func playsPausesResumesAndStops() async throws {
    try await cleaningUp { [self] in
      // Two minutes: a loaded machine may take seconds between the steps, and a preview that
      // ended before the pause would close mpv's connection under the test.
      let seconds = 120.0
      try await player.load(try tones.tone("preview-long", seconds: seconds))
      let started = try #require(await player.position())
      #expect(started.elapsed > 0)
      #expect(started.duration.map { abs($0 - seconds) < 0.1 } == true)

      try await player.pause()
      // mpv may still report the last buffered audio just after the pause: wait until it settles.
      #expect(await eventually { await Self.positionStaysPut(player, for: .milliseconds(100)) })
      // Playing would move the position by 0.3 s; paused, it stays exactly where it is.
      #expect(await Self.positionStaysPut(player, for: .milliseconds(300)))

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
      try await player.load(try preview("2"))
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
    try await cleaningUp { [self] in
      var events = await player.events().makeAsyncIterator()
      for id in ["11", "12", "13"] {
        try await player.load(tones.tone("short-\(id)", seconds: 0.02))
        #expect(await events.next() == .ended, "preview \(id)")
      }
      #expect(await player.position() == nil)
      await player.shutdown()
    }
  }

  @Test func aMissingPreviewFailsToLoadAndThePlayerStaysUsable() async throws {
    try await cleaningUp { [self] in
      await #expect(throws: PreviewFailure.loadFailed) {
        try await self.player.load(self.tones.directory.appending(path: "missing"))
      }
      try await player.load(try preview("3"))
      #expect(await player.position() != nil)
      await player.shutdown()
    }
  }

  @Test func switchingPreviewsKeepsOneMPVAndStartsTheNewOneFromTheBeginning() async throws {
    try await cleaningUp(countingChildren: true) { [self] in
      try await player.load(try preview("4"))
      #expect(await eventually { await self.player.position().map { $0.elapsed > 1.2 } == true })
      let before = try #require(await player.position())
      let pid = try #require(await player.helperProcessID)

      try await player.load(try preview("5"))
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
      try await player.load(try preview("4"))
      try await player.pause()

      try await player.load(try preview("5"))
      let started = try #require(await player.position())
      // Still paused, it would stay put.
      #expect(
        await eventually {
          await self.player.position().map { $0.elapsed - started.elapsed > 0.2 } == true
        })
      await player.shutdown()
    }
  }

  @Test func stopWhileLoadingCancelsTheLoad() async throws {
    try await cleaningUp { [self] in
      // A pipe with a writer that never writes: mpv waits on it until told to stop.
      let slow = tones.directory.appending(path: "slow")
      #expect(mkfifo(slow.path, 0o600) == 0)
      let writer = open(slow.path, O_RDWR)
      defer { close(writer) }
      let player = self.player
      let loading = Task { try await player.load(slow) }
      // Stop only once mpv is reading the preview.
      try #require(await eventually { await Self.hasOpen(slow, player) })

      await player.stop()

      await #expect(throws: CancellationError.self) { try await loading.value }
      #expect(await player.position() == nil)
      await player.shutdown()
    }
  }

  @Test func shutdownLeavesNoProcessBehind() async throws {
    try await cleaningUp(countingChildren: true) { [self] in
      try await player.load(try preview("7"))
      let pid = try #require(await player.helperProcessID)

      await player.shutdown()

      #expect(await eventually { !ChildProcesses.exists(pid) })
      #expect(ChildProcesses.named("mpv").isEmpty)
    }
  }

  @Test func aKilledMPVIsReportedReapedAndReplacedOnTheNextLoad() async throws {
    try await cleaningUp(countingChildren: true) { [self] in
      let events = await player.events()
      try await player.load(try preview("8"))
      let pid = try #require(await player.helperProcessID)

      kill(pid, SIGKILL)
      var iterator = events.makeAsyncIterator()
      let event = await iterator.next()
      guard case .failed(.playerFailed)? = event else {
        Issue.record("expected a player failure, got \(String(describing: event))")
        return
      }
      #expect(await eventually { !ChildProcesses.exists(pid) })

      try await player.load(try preview("9"))
      let replacement = try #require(await player.helperProcessID)
      #expect(replacement != pid)
      await player.shutdown()
      #expect(await eventually { ChildProcesses.named("mpv").isEmpty })
    }
  }

  @Test func mpvStartsWithNoSignalBlockedSoSIGTERMStopsIt() async throws {
    try await cleaningUp { [self] in
      try await player.load(try preview("10"))
      let pid = try #require(await player.helperProcessID)
      let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
      let blocked = status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") }
      #expect(blocked?.hasSuffix("0000000000000000") == true)

      kill(pid, SIGTERM)
      #expect(await eventually { !ChildProcesses.exists(pid) })
      await player.shutdown()
    }
  }
}
