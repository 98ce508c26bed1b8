import AdapterPorts
import Composition
import Domain
import Foundation
import Playback
import PlaybackModel
import TestSupport
import Testing

/// The run's playback as the desktop's media controls see it, and the desktop's requests done on
/// it, over a fake of the controls and of the preview player.
@Suite struct DesktopMediaLinkTests {
  private func entries() -> [QueueEntry] {
    (1...3).map { number in
      var entry = QueueEntry(
        albumID: 77, albumTitle: "Night Songs", artist: "The Quiet",
        artwork: ArtworkReference(url: "https://a/cover.jpg", sizedTemplate: nil),
        track: Track(
          disc: 1, number: number, title: "T\(number)", durationSeconds: 200,
          previewURL: "https://p/\(number).m4a"),
        tracksOnDisc: 3)
      entry.storeURL = "https://music/77"
      return entry
    }
  }

  @Test func whatPlaysReachesTheDesktopWithTheCachedCover() async {
    let controls = RecordingControls()
    let playback = QueuedPlayback(player: FakePreviewPlayer(allowingPlayback: true))
    let link = DesktopMediaLink(
      controls: controls, playback: playback,
      coverFile: { $0 == "https://a/cover.jpg" ? "/cache/c.jpg" : nil })
    await playback.play(entries(), startingAt: 1)

    #expect(await eventually { controls.last?.status == .playing })
    let state = controls.last
    // The fake player's preview lasts 30 s: the length is what plays, not the whole track.
    #expect(
      state?.track
        == DesktopTrack(
          albumID: 77, disc: 1, number: 2, title: "T2", artist: "The Quiet", album: "Night Songs",
          lengthMicroseconds: 30_000_000, storeURL: "https://music/77",
          coverFile: "/cache/c.jpg"))
    #expect(state?.canGoNext == true && state?.canGoPrevious == true)
    await playback.setRepeat(.one)
    #expect(await eventually { controls.last?.repeatMode == .track })
    link.stop()
    #expect(controls.stopped)
  }

  @Test func theDesktopsRequestsAreDoneOnThePlayback() async {
    let controls = RecordingControls()
    let playback = QueuedPlayback(player: FakePreviewPlayer(allowingPlayback: true))
    let link = DesktopMediaLink(controls: controls, playback: playback)
    await playback.play(entries(), startingAt: 0)

    controls.send(.play)
    controls.send(.pause)
    #expect(await eventually { await playback.snapshot().state == .paused })
    controls.send(.pause)
    controls.send(.next)
    #expect(await eventually { await playback.snapshot().current?.track.number == 2 })
    #expect(await playback.snapshot().state == .playing)
    controls.send(.playPause)
    #expect(await eventually { await playback.snapshot().state == .paused })
    controls.send(.previous)
    #expect(await eventually { await playback.snapshot().current?.track.number == 1 })
    controls.send(.setShuffle(true))
    controls.send(.setRepeat(.playlist))
    #expect(await eventually { await playback.snapshot().queue.repeatMode == .all })
    #expect(await playback.snapshot().queue.isShuffled)
    controls.send(.stop)
    #expect(await eventually { await playback.snapshot().state == .idle })
    link.stop()
  }
}

/// Media controls that keep what they were told and send what a test asks.
final class RecordingControls: DesktopMediaControls, @unchecked Sendable {
  private let lock = NSLock()
  private var states: [DesktopPlaybackState] = []
  private var commands: (@Sendable (DesktopMediaCommand) -> Void)?
  private var ended = false

  func start(commands: @escaping @Sendable (DesktopMediaCommand) -> Void) {
    lock.withLock { self.commands = commands }
  }
  func publish(_ state: DesktopPlaybackState) { lock.withLock { states.append(state) } }
  func stop() { lock.withLock { ended = true } }

  var last: DesktopPlaybackState? { lock.withLock { states.last } }
  var stopped: Bool { lock.withLock { ended } }
  func send(_ command: DesktopMediaCommand) { lock.withLock { commands }?(command) }
}
