import AdapterPorts
import Domain
import PlaybackModel

/// Links the run's playback to the desktop's media controls: every change of the playback is
/// published to them, and what the desktop asks (play, pause, next…) is done on the playback, in
/// the order asked, so the front ends, which listen to the same playback, redraw.
public final class DesktopMediaLink: Sendable {
  private let controls: any DesktopMediaControls
  private let listening: Task<Void, Never>
  private let obeying: Task<Void, Never>

  /// Starts publishing `playback` through `controls`; `coverFile` names the cached file of a
  /// cover's URL, nil when it is not cached (the desktop never makes the run fetch one).
  public init(
    controls: any DesktopMediaControls, playback: any PlaybackSession,
    coverFile: @escaping @Sendable (String) -> String? = { _ in nil }
  ) {
    self.controls = controls
    let (commands, requests) = AsyncStream.makeStream(of: DesktopMediaCommand.self)
    controls.start { requests.yield($0) }
    listening = Task {
      for await snapshot in await playback.changes() {
        controls.publish(Self.state(snapshot, coverFile: coverFile))
      }
    }
    obeying = Task {
      for await command in commands {
        await Self.perform(command, on: playback)
      }
    }
  }

  /// Stops publishing; the playback goes on.
  public func stop() {
    listening.cancel()
    obeying.cancel()
    controls.stop()
  }

  /// What the desktop is shown of `snapshot`.
  static func state(
    _ snapshot: PlaybackSnapshot, coverFile: (String) -> String?
  ) -> DesktopPlaybackState {
    let queue = snapshot.queue
    var ahead = queue
    var behind = queue
    return DesktopPlaybackState(
      track: snapshot.current.map { track($0, snapshot.position, coverFile: coverFile) },
      status: status(snapshot.state), repeatMode: repeatMode(queue.repeatMode),
      shuffle: queue.isShuffled,
      positionMicroseconds: Int64((snapshot.position?.elapsed ?? 0) * 1_000_000),
      canGoNext: ahead.advance(automatic: false), canGoPrevious: behind.retreat())
  }

  /// The entry as the desktop shows it; its length is the preview's once the player knows it
  /// (what plays), the track's before.
  static func track(
    _ entry: QueueEntry, _ position: PlaybackPosition?,
    coverFile: (String) -> String?
  ) -> DesktopTrack {
    let seconds = position?.duration ?? entry.track.durationSeconds.map(Double.init)
    var cover: String?
    for size in [ArtworkReference.coverPixels, ArtworkReference.thumbnailPixels] where cover == nil
    {
      cover = entry.artwork.flatMap { coverFile($0.url(size: size)) }
    }
    return DesktopTrack(
      albumID: entry.albumID, disc: entry.track.disc, number: entry.track.number,
      title: entry.track.title, artist: entry.artist, album: entry.albumTitle,
      lengthMicroseconds: seconds.map { Int64($0 * 1_000_000) }, storeURL: entry.storeURL,
      coverFile: cover)
  }

  static func status(_ state: PlaybackState) -> DesktopPlaybackStatus {
    switch state {
    case .playing, .loading: .playing
    case .paused: .paused
    case .idle, .ended, .failed: .stopped
    }
  }

  static func repeatMode(_ mode: RepeatMode) -> DesktopRepeat {
    switch mode {
    case .off: .none
    case .one: .track
    case .all: .playlist
    }
  }

  /// Does what the desktop asked; `play` and `pause` change nothing already so.
  static func perform(_ command: DesktopMediaCommand, on playback: any PlaybackSession) async {
    switch command {
    case .play:
      if await !playing(playback) { await playback.toggle() }
    case .pause:
      if await playing(playback) { await playback.toggle() }
    case .playPause: await playback.toggle()
    case .stop: await playback.stop()
    case .next: _ = await playback.next()
    case .previous: _ = await playback.previous()
    case .setShuffle(let on): await playback.setShuffled(on)
    case .setRepeat(let mode):
      let modes: [DesktopRepeat: RepeatMode] = [.none: .off, .track: .one, .playlist: .all]
      await playback.setRepeat(modes[mode] ?? .off)
    }
  }

  private static func playing(_ playback: any PlaybackSession) async -> Bool {
    [.playing, .loading].contains(await playback.snapshot().state)
  }
}
