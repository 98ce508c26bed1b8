import Domain
import Foundation
import Playback
import PlaybackModel
import TestSupport
import Testing

@Suite struct QueuedPlaybackTests {
  private func playback(_ player: FakePreviewPlayer) -> QueuedPlayback {
    QueuedPlayback(player: player, generator: SplitMix64(seed: 25))
  }

  /// Waits (yielding) until the playback's snapshot satisfies `condition`; the last one read.
  private func eventually(
    _ playback: QueuedPlayback, _ condition: (PlaybackSnapshot) -> Bool
  ) async -> PlaybackSnapshot {
    var snapshot = await playback.snapshot()
    for _ in 0..<500 where !condition(snapshot) {
      try? await Task.sleep(for: .milliseconds(5))
      snapshot = await playback.snapshot()
    }
    return snapshot
  }

  /// The entry playing now, by track number.
  private func playing(_ snapshot: PlaybackSnapshot) -> Int? {
    snapshot.state == .playing ? snapshot.current?.track.number : nil
  }

  @Test func aPreviewThatEndsPlaysTheNextThroughTheQueue() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = playback(player)
    await playback.play(numberedEntries(4), startingAt: 0)
    #expect(playing(await playback.snapshot()) == 1)

    for next in 2...4 {
      await player.emit(.ended)
      let snapshot = await eventually(playback) { playing($0) == next }
      #expect(playing(snapshot) == next)
      #expect(snapshot.queue.playingPosition == next)
    }

    #expect(await player.calls == (1...4).map { .load(previewURL($0)) })
    #expect(await playback.snapshot().starts == 4)
  }

  @Test func entriesWithoutAPreviewAreSkippedOnTheWay() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = playback(player)
    await playback.play(numberedEntries(5, withoutPreview: [2, 3]), startingAt: 0)

    await player.emit(.ended)

    let snapshot = await eventually(playback) { playing($0) == 4 }
    #expect(playing(snapshot) == 4)
    #expect(await player.calls == [.load(previewURL(1)), .load(previewURL(4))])
  }

  @Test func repeatOnePlaysTheSameEntryAgain() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = playback(player)
    await playback.play(numberedEntries(3), startingAt: 1)
    await playback.setRepeat(.one)

    await player.emit(.ended)

    let snapshot = await eventually(playback) { $0.starts == 2 && $0.state == .playing }
    #expect(playing(snapshot) == 2)
    #expect(await player.calls == [.load(previewURL(2)), .load(previewURL(2))])
    #expect(await playback.next(), "next moves on under repeat one")
    #expect(playing(await playback.snapshot()) == 3)
  }

  @Test func underRepeatOffTheQueueEndsAfterItsLastEntry() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = playback(player)
    await playback.play(numberedEntries(2), startingAt: 1)

    await player.emit(.ended)

    let snapshot = await eventually(playback) { $0.state == .ended }
    #expect(snapshot.state == .ended)
    #expect(snapshot.current?.track.number == 2)
    #expect(snapshot.position == PlaybackPosition(elapsed: 30, duration: 30))
    #expect(await player.calls == [.load(previewURL(2))])
  }

  @Test func whenOnlyEntriesWithoutAPreviewFollowTheQueueEndsAtTheEntryThatPlayed() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = playback(player)
    await playback.play(numberedEntries(3, withoutPreview: [2, 3]), startingAt: 0)

    await player.emit(.ended)

    let snapshot = await eventually(playback) { $0.state == .ended }
    #expect(snapshot.state == .ended)
    #expect(snapshot.current?.track.number == 1)
    #expect(snapshot.queue.playingPosition == 1)
  }

  @Test func underRepeatAllTheQueueStartsOver() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = playback(player)
    await playback.play(numberedEntries(2), startingAt: 1)
    await playback.setRepeat(.all)

    await player.emit(.ended)

    let snapshot = await eventually(playback) { playing($0) == 1 }
    #expect(playing(snapshot) == 1)
  }

  @Test func nextAndPreviousAtTheEdgesChangeNothing() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = playback(player)
    await playback.play(numberedEntries(2), startingAt: 0)

    #expect(await !playback.previous())
    #expect(await playback.next())
    #expect(await !playback.next())

    let snapshot = await playback.snapshot()
    #expect(playing(snapshot) == 2)
    #expect(await player.calls == [.load(previewURL(1)), .load(previewURL(2))])
    #expect(await playback.previous())
    #expect(playing(await playback.snapshot()) == 1)
  }

  @Test func stopKeepsTheQueueAndToggleStartsItsEntryAgain() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = playback(player)
    await playback.play(numberedEntries(3), startingAt: 1)

    await playback.stop()

    var snapshot = await playback.snapshot()
    #expect(snapshot.state == .idle)
    #expect(snapshot.position == nil)
    #expect(snapshot.queue.entries.count == 3)
    #expect(snapshot.current?.track.number == 2)
    #expect(await player.calls.last == .stop)

    await playback.toggle()
    snapshot = await playback.snapshot()
    #expect(playing(snapshot) == 2)
    #expect(await player.calls.last == .load(previewURL(2)))
  }

  @Test func togglePausesAndResumes() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = playback(player)
    await playback.play(numberedEntries(1), startingAt: 0)

    await playback.toggle()
    #expect(await playback.snapshot().state == .paused)
    #expect(await playback.snapshot().position == PlaybackPosition(elapsed: 1.25, duration: 30))
    await playback.toggle()
    #expect(await playback.snapshot().state == .playing)

    #expect(await player.calls == [.load(previewURL(1)), .pause, .resume])
  }

  @Test func thePlayersOwnPauseAndResumeAreFollowed() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = playback(player)
    await playback.play(numberedEntries(1), startingAt: 0)

    await player.emit(.paused)
    #expect(await eventually(playback) { $0.state == .paused }.state == .paused)
    await player.emit(.resumed)
    #expect(await eventually(playback) { $0.state == .playing }.state == .playing)
  }

  @Test func removingThePlayingEntryPlaysTheNext() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = playback(player)
    await playback.play(numberedEntries(3), startingAt: 1)

    await playback.remove(at: 1)

    let snapshot = await playback.snapshot()
    #expect(playing(snapshot) == 3)
    #expect(snapshot.queue.entries.map(\.track.number) == [1, 3])
    #expect(await player.calls == [.load(previewURL(2)), .load(previewURL(3))])
  }

  @Test func removingAnotherEntryKeepsThePreviewPlaying() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = playback(player)
    await playback.play(numberedEntries(3), startingAt: 1)

    await playback.remove(at: 0)

    let snapshot = await playback.snapshot()
    #expect(playing(snapshot) == 2)
    #expect(snapshot.queue.playingPosition == 1)
    #expect(await player.calls == [.load(previewURL(2))])
  }

  @Test func aPreviewThatFailsToLoadLeavesTheFailure() async {
    let player = FakePreviewPlayer(failures: [previewURL(2): .loadFailed])
    let playback = playback(player)

    await playback.play(numberedEntries(3), startingAt: 1)

    let snapshot = await playback.snapshot()
    #expect(snapshot.state == .failed)
    #expect(snapshot.failure == .loadFailed)
    #expect(snapshot.position == nil)
    #expect(snapshot.current?.track.number == 2)
    #expect(await playback.next())
    #expect(await playback.snapshot().failure == nil)
  }

  @Test func appendingToAnEmptyQueuePlaysTheFirstAdded() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = playback(player)

    await playback.append(numberedEntries(2))
    #expect(playing(await playback.snapshot()) == 1)

    await playback.append(numberedEntries(1))
    #expect(await playback.snapshot().queue.entries.count == 3)
    #expect(await player.calls == [.load(previewURL(1))])
  }

  @Test func everyListenerGetsEveryChange() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = playback(player)
    let first = await playback.changes()
    let second = await playback.changes()

    await playback.setRepeat(.all)
    await playback.setShuffled(true)
    await playback.shutdown()

    for stream in [first, second] {
      var seen: [PlaybackSnapshot] = []
      for await snapshot in stream { seen.append(snapshot) }
      #expect(seen.map(\.queue.repeatMode) == [.off, .all, .all])
      #expect(seen.map(\.queue.isShuffled) == [false, false, true])
    }
  }

  @Test func shutdownFinishesTheStreamsAndReleasesThePlayer() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = playback(player)
    await playback.play(numberedEntries(2), startingAt: 0)
    let stream = await playback.changes()

    await playback.shutdown()

    var count = 0
    for await _ in stream { count += 1 }
    #expect(count == 1, "the current snapshot, then the end")
    var late = 0
    for await _ in await playback.changes() { late += 1 }
    #expect(late == 1, "a stream asked for after the shutdown ends after the current snapshot")
  }

  @Test func clearingStopsAndEmptiesTheQueue() async {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let playback = playback(player)
    await playback.play(numberedEntries(2), startingAt: 0)

    await playback.clear()

    let snapshot = await playback.snapshot()
    #expect(snapshot.queue.isEmpty)
    #expect(snapshot.state == .idle)
    #expect(await player.calls == [.load(previewURL(1)), .stop])
  }
}
