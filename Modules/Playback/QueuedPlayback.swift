import Domain
import Foundation
import PlaybackModel

/// The run's playback over one preview player: plays the queue's current entry, moves on by
/// itself when a preview ends (skipping entries without one), and tells every listener of each
/// change.
///
/// An actor, so the queue moves on while the screens wait for input on the main actor.
public actor QueuedPlayback: PlaybackSession {
  private let player: any PreviewPlayer
  private var generator: any RandomNumberGenerator
  private var current = PlaybackSnapshot()
  private var listeners: [Int: AsyncStream<PlaybackSnapshot>.Continuation] = [:]
  private var listenerCount = 0
  /// Reads the player's events; started with the first preview, since asking the player for its
  /// events makes the player (mpv starts only for runs that play).
  private var listening: Task<Void, Never>?
  /// Counts the previews asked for, so the answer to one overtaken by the next is ignored.
  private var generation = 0
  private var isShutDown = false

  /// Playback over `player`, shuffling with `generator`.
  public init(
    player: any PreviewPlayer,
    generator: any RandomNumberGenerator = SystemRandomNumberGenerator()
  ) {
    self.player = player
    self.generator = generator
  }

  // MARK: - PlaybackSession

  public func play(_ entries: [QueueEntry], startingAt index: Int) async {
    current.queue.replace(with: entries, startingAt: index, using: &generator)
    await playCurrent()
  }

  public func append(_ entries: [QueueEntry]) async {
    let wasEmpty = current.queue.current == nil
    let first = current.queue.entries.count
    current.queue.append(entries, using: &generator)
    if wasEmpty, current.queue.jump(to: first) {
      await playCurrent()
    } else {
      publish()
    }
  }

  public func toggle() async {
    switch current.state {
    case .playing:
      do {
        try await player.pause()
        current.position = await player.position() ?? current.position
        current.state = .paused
        publish()
      } catch {
        fail(error)
      }
    case .paused:
      do {
        try await player.resume()
        current.state = .playing
        publish()
      } catch {
        fail(error)
      }
    case .idle, .ended, .failed:
      await playCurrent()
    case .loading:
      return
    }
  }

  public func next() async -> Bool {
    guard current.queue.advance(automatic: false) else { return false }
    await playCurrent()
    return true
  }

  public func previous() async -> Bool {
    guard current.queue.retreat() else { return false }
    await playCurrent()
    return true
  }

  public func jump(to index: Int) async {
    guard current.queue.jump(to: index) else { return }
    await playCurrent()
  }

  public func remove(at index: Int) async {
    let wasActive = !current.state.isResting
    guard current.queue.remove(at: index) else {
      publish()
      return
    }
    if wasActive, current.queue.current != nil {
      await playCurrent()
    } else {
      await silence()
    }
  }

  public func move(from source: Int, to destination: Int) async {
    current.queue.move(from: source, to: destination)
    publish()
  }

  public func clear() async {
    current.queue.clear()
    await silence()
  }

  public func stop() async {
    await silence()
  }

  public func setRepeat(_ mode: RepeatMode) async {
    current.queue.setRepeat(mode)
    publish()
  }

  public func setShuffled(_ on: Bool) async {
    current.queue.setShuffled(on, using: &generator)
    publish()
  }

  public func snapshot() async -> PlaybackSnapshot {
    guard current.state == .playing else { return current }
    let asked = generation
    let now = await player.position()
    if asked == generation, current.state == .playing, let now { current.position = now }
    return current
  }

  public func changes() async -> AsyncStream<PlaybackSnapshot> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: PlaybackSnapshot.self, bufferingPolicy: .bufferingNewest(8))
    continuation.yield(current)
    guard !isShutDown else {
      continuation.finish()
      return stream
    }
    listenerCount += 1
    let id = listenerCount
    listeners[id] = continuation
    continuation.onTermination = { _ in Task { await self.forget(id) } }
    return stream
  }

  public func shutdown() async {
    generation += 1
    isShutDown = true
    listening?.cancel()
    listening = nil
    for listener in listeners.values { listener.finish() }
    listeners = [:]
    await player.shutdown()
  }

  // MARK: - Playing

  /// How a preview asked for turned out.
  private enum Outcome {
    /// It plays, or the entry has none and the state says so.
    case started
    /// This one preview could not be had (gone, too slow): the next may play.
    case unavailable
    /// The player cannot play anything now, or a newer request took over.
    case stopped
  }

  @discardableResult private func playCurrent() async -> Outcome {
    generation += 1
    let mine = generation
    current.failure = nil
    current.position = nil
    current.starts += 1
    guard let entry = current.queue.current, let text = entry.track.previewURL,
      let url = URL(string: text)
    else {
      if listening != nil { await player.stop() }
      guard mine == generation else { return .stopped }
      current.state = .idle
      publish()
      return .started
    }
    await startListening()
    current.state = .loading
    publish()
    do {
      try await player.load(url)
      guard mine == generation else { return .stopped }
      current.state = .playing
      current.position = await player.position()
      guard mine == generation else { return .stopped }
      publish()
      if let upcoming = current.queue.upcoming?.track.previewURL.flatMap(URL.init(string:)) {
        await player.prefetch(upcoming)
      }
      return .started
    } catch is CancellationError {
      return .stopped
    } catch {
      guard mine == generation else { return .stopped }
      fail(error)
      let failure = error as? PreviewFailure
      return failure == .loadFailed || failure == .timeout ? .unavailable : .stopped
    }
  }

  /// Stops the preview and leaves nothing playing; the queue stays as it is.
  private func silence() async {
    generation += 1
    if listening != nil { await player.stop() }
    current.state = .idle
    current.position = nil
    current.failure = nil
    publish()
  }

  private func fail(_ error: any Error) {
    current.position = nil
    current.state = .failed
    current.failure = error as? PreviewFailure ?? .playerFailed(String(describing: error))
    publish()
  }

  private func startListening() async {
    guard listening == nil, !isShutDown else { return }
    let events = await player.events()
    listening = Task { [weak self] in
      for await event in events {
        guard let self else { return }
        await self.handle(event)
      }
    }
  }

  private func handle(_ event: PreviewPlayerEvent) async {
    switch event {
    case .paused where current.state == .playing:
      let asked = generation
      let now = await player.position()
      guard asked == generation, current.state == .playing else { return }
      current.position = now ?? current.position
      current.state = .paused
      publish()
    case .resumed where current.state == .paused:
      current.state = .playing
      publish()
    // While the next preview loads, an end or failure heard can only be the one it replaced.
    case .ended where current.state == .playing || current.state == .paused:
      await advanceAfterEnd()
    case .failed(let failure) where current.state == .playing || current.state == .paused:
      fail(failure)
    default:
      return
    }
  }

  /// A preview played to its end: the next entry whose preview plays, plays (entries without
  /// one, or whose preview cannot be had, are passed over), or the queue ends.
  private func advanceAfterEnd() async {
    let ended = current.position?.duration.map { PlaybackPosition(elapsed: $0, duration: $0) }
    let endedIndex = current.queue.currentIndex
    var tries = current.queue.entries.count
    var moved = current.queue.advance(automatic: true)
    var failed = false
    while moved, tries > 0 {
      tries -= 1
      if current.queue.current?.hasPreview == true {
        switch await playCurrent() {
        case .started, .stopped: return
        case .unavailable: failed = true
        }
      }
      moved = current.queue.advance(automatic: false)
    }
    // The last failure stays on show; a queue that simply ran out says it ended.
    guard !failed else { return }
    if let endedIndex { current.queue.jump(to: endedIndex) }
    current.position = ended ?? current.position
    current.state = .ended
    publish()
  }

  private func publish() {
    current.revision += 1
    for listener in listeners.values { listener.yield(current) }
  }

  private func forget(_ id: Int) {
    listeners[id] = nil
  }
}
