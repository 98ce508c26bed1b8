import Domain
import Foundation
import Playback
import PlaybackModel
import TestSupport
import Testing

/// How the run's playback moves on by itself when a preview ends.
@Suite struct QueuedPlaybackAdvanceTests {
  private func entry(_ number: Int, preview: Bool = true) -> QueueEntry {
    QueueEntry(
      albumID: 1, albumTitle: "A", artist: "X", artwork: nil,
      track: Track(
        disc: 1, number: number, title: "T\(number)", durationSeconds: 30,
        previewURL: preview ? "https://p/\(number).m4a" : nil),
      tracksOnDisc: 4)
  }

  @Test func aPreviewThatCannotBeHadIsPassedOverAndTheNextPlays() async {
    let player = FakePreviewPlayer(failures: ["https://p/2.m4a": .loadFailed])
    let playback = QueuedPlayback(player: player)
    await playback.play([entry(1), entry(2), entry(3, preview: false), entry(4)], startingAt: 0)

    await player.emit(.ended)
    #expect(await eventually { await playback.snapshot().current?.track.number == 4 })

    let snapshot = await playback.snapshot()
    #expect(snapshot.current?.track.number == 4)
    #expect(snapshot.state == .playing)
    #expect(
      await player.calls == [
        .load("https://p/1.m4a"), .load("https://p/2.m4a"), .load("https://p/4.m4a"),
      ])
  }

  @Test func theNextPreviewIsFetchedAheadWhileOnePlays() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = QueuedPlayback(player: player)
    await playback.play([entry(1), entry(2), entry(4)], startingAt: 0)
    #expect(await player.prefetched == ["https://p/2.m4a"])

    await playback.setRepeat(.one)
    _ = await playback.next()
    #expect(await player.prefetched == ["https://p/2.m4a", "https://p/2.m4a"], "repeat one")
  }

  @Test func aPlayerThatCannotPlayAnythingStopsTheQueue() async {
    let player = FakePreviewPlayer(failures: ["https://p/2.m4a": .noAudioOutput])
    let playback = QueuedPlayback(player: player)
    await playback.play([entry(1), entry(2), entry(4)], startingAt: 0)

    await player.emit(.ended)
    #expect(await eventually { await playback.snapshot().state == .failed })

    let snapshot = await playback.snapshot()
    #expect(snapshot.failure == .noAudioOutput)
    #expect(snapshot.current?.track.number == 2)
    #expect(await player.calls == [.load("https://p/1.m4a"), .load("https://p/2.m4a")])
  }
}

/// A player whose load of `gated` waits until `open()`, and which sends the events it is told to.
/// Its events stream asks it for each event in turn, so a test knows when the listener is done
/// with one: it asks for the next.
private actor GatedPreviewPlayer: PreviewPlayer {
  private let gated: String
  private var waiting: CheckedContinuation<Void, Never>?
  private var isOpen = false
  private var loadingGated: [CheckedContinuation<Void, Never>] = []
  private var isLoadingGated = false
  private var pending: [PreviewPlayerEvent] = []
  private var asker: CheckedContinuation<PreviewPlayerEvent?, Never>?
  private var asked = 0
  private var askWatchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  init(gated: String) { self.gated = gated }

  func load(_ url: URL) async throws {
    guard url.absoluteString == gated, !isOpen else { return }
    isLoadingGated = true
    for watcher in loadingGated { watcher.resume() }
    loadingGated = []
    await withCheckedContinuation { waiting = $0 }
  }

  /// Returns once the gated load has begun.
  func untilGatedLoadBegins() async {
    guard !isLoadingGated else { return }
    await withCheckedContinuation { loadingGated.append($0) }
  }

  /// Lets the gated load finish.
  func open() {
    isOpen = true
    waiting?.resume()
    waiting = nil
  }

  func emit(_ event: PreviewPlayerEvent) {
    if let asker {
      self.asker = nil
      asker.resume(returning: event)
    } else {
      pending.append(event)
    }
  }

  /// Returns once the listener has asked for `count` events: it is done with the ones before.
  func untilAsked(forEvents count: Int) async {
    guard asked < count else { return }
    await withCheckedContinuation { askWatchers.append((count, $0)) }
  }

  private func nextEvent() async -> PreviewPlayerEvent? {
    asked += 1
    let ready = askWatchers.filter { $0.count <= asked }
    askWatchers.removeAll { $0.count <= asked }
    for watcher in ready { watcher.continuation.resume() }
    guard pending.isEmpty else { return pending.removeFirst() }
    return await withCheckedContinuation { asker = $0 }
  }

  func pause() async throws {}
  func resume() async throws {}
  func stop() async {}
  func position() async -> PlaybackPosition? { PlaybackPosition(elapsed: 1, duration: 30) }
  func events() async -> AsyncStream<PreviewPlayerEvent> {
    AsyncStream(unfolding: { await self.nextEvent() })
  }
  func shutdown() async {}
}

@Suite struct QueuedPlaybackLateEventTests {
  @Test func theEndOfThePreviewJustReplacedDoesNotSkipTheOneLoading() async {
    let entries = (1...3).map { number in
      QueueEntry(
        albumID: 1, albumTitle: "A", artist: "X", artwork: nil,
        track: Track(
          disc: 1, number: number, title: "T\(number)", durationSeconds: 30,
          previewURL: "https://p/\(number).m4a"),
        tracksOnDisc: 3)
    }
    let player = GatedPreviewPlayer(gated: "https://p/2.m4a")
    let playback = QueuedPlayback(player: player)
    await playback.play(entries, startingAt: 0)

    let next = Task { await playback.next() }
    await player.untilGatedLoadBegins()
    #expect(await playback.snapshot().state == .loading)
    await player.emit(.ended)
    await player.untilAsked(forEvents: 2)
    await player.open()
    _ = await next.value

    let snapshot = await playback.snapshot()
    #expect(snapshot.current?.track.number == 2, "the late end of track 1 moved nothing")
    #expect(snapshot.state == .playing)
  }
}
