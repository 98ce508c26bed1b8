import Domain
import Foundation
import Localization
import PlaybackModel
import Presentation

/// Starts what the screen was opened for on the run's playback and turns the playback's changes
/// into `PlayerViewModel`s. Holds the interactor strongly and the view and router weakly (the
/// front end owns the presenter).
@MainActor public final class PlayerPresenter {
  private let request: PlayerRequest
  private let interactor: any PlayerInteracting
  private weak var view: (any PlayerDisplaying)?
  private weak var router: (any PlayerRouting)?
  private let localizer: Localizer
  private var viewModel = PlayerViewModel()
  private var notice = OneShotNotice<PlayerViewModel>()
  private var displayed: PlayerViewModel?
  /// The newest playback revision shown; older changes heard late are ignored.
  private var revision = -1
  /// Previews started before the screen's own request are not shown as the screen's.
  private var startsBefore = -1
  private var endWaiters: [CheckedContinuation<Void, Never>] = []
  private var listening: Task<Void, Never>?

  /// Creates a presenter that starts `request` and speaks `language`.
  public init(
    request: PlayerRequest, interactor: any PlayerInteracting, view: any PlayerDisplaying,
    router: any PlayerRouting, language: Language
  ) {
    self.request = request
    self.interactor = interactor
    self.view = view
    self.router = router
    localizer = Localizer(language: language)
  }

  private func show() {
    let shown = notice.applied(to: viewModel)
    if shown != displayed {
      displayed = shown
      view?.display(shown)
    }
    if viewModel.state.isResting {
      let waiters = endWaiters
      endWaiters = []
      for waiter in waiters { waiter.resume() }
    }
  }

  private func tenths(_ seconds: Double) -> Double { (seconds * 10).rounded() / 10 }

  private func stateText(_ state: PlaybackState) -> String { localizer.playbackState(state) }

  private func showAlbumFailure(_ failure: FailureNotice) {
    viewModel.isLoading = false
    viewModel.state = .failed
    viewModel.stateText = stateText(.failed)
    viewModel.message = nil
    viewModel.failure = failure
    viewModel.document = nil
    show()
  }

  /// "Track 3 of 11"; on an album of several discs, over the track's disc; "Track 3" when the
  /// album's length is unknown (a track search's track).
  private func trackPosition(of entry: QueueEntry) -> String {
    let number = String(entry.track.number)
    guard let count = entry.tracksOnDisc.map(String.init) else {
      return localizer(PlayerPhrase.trackAlone, ["number": number])
    }
    guard entry.discCount > 1 else {
      return localizer(PlayerPhrase.trackOf, ["number": number, "count": count])
    }
    return localizer(
      PlayerPhrase.discTrackOf,
      ["disc": String(entry.track.disc), "number": number, "count": count])
  }

  /// Shows `snapshot` unless a newer one was shown, or it shows what played before the
  /// screen's request.
  private func apply(_ snapshot: PlaybackSnapshot) {
    guard snapshot.revision >= revision, snapshot.starts > startsBefore else { return }
    revision = snapshot.revision
    render(snapshot)
  }

  private func render(_ snapshot: PlaybackSnapshot) {
    viewModel.isLoading = false
    viewModel.state = snapshot.state
    viewModel.repeatMode = snapshot.queue.repeatMode
    viewModel.isShuffled = snapshot.queue.isShuffled
    viewModel.failure = nil
    viewModel.message = nil
    guard let entry = snapshot.current else {
      viewModel.document = nil
      viewModel.queuePosition = ""
      viewModel.stateText = stateText(snapshot.state)
      viewModel.message = localizer(PlayerPhrase.nothingPlaying)
      show()
      return
    }
    viewModel.coverURL = entry.artwork?.url(size: ArtworkReference.coverPixels)
    viewModel.artist = entry.artist ?? localizer(PlayerPhrase.unknownArtist)
    viewModel.album = entry.albumTitle ?? entry.track.title
    viewModel.track = entry.track.title
    viewModel.trackPosition = trackPosition(of: entry)
    let place = snapshot.queue.playingPosition ?? 1
    let count = snapshot.queue.entries.count
    viewModel.queuePosition = "\(place)/\(count)"
    viewModel.hasPreview = entry.hasPreview
    if !entry.hasPreview {
      viewModel.message = localizer(PlayerPhrase.noPreview)
    } else if case .playerMissing(let install)? = snapshot.failure {
      viewModel.state = .idle
      viewModel.message =
        localizer(PlayerPhrase.previewAt, ["url": entry.track.previewURL ?? ""]) + "\n"
        + localizer(PlaybackPhrase.noPlayer, ["install": install])
    } else if let failure = snapshot.failure {
      viewModel.failure = FailureNotice(preview: failure, localizer: localizer)
    }
    viewModel.stateText = stateText(viewModel.state)
    let position = snapshot.position
    // Without a position (loading, stopped, no preview) there is no progress to show.
    viewModel.progress =
      position.map {
        ClockText.text(position: $0.elapsed) + " / " + ClockText.text(position: $0.duration)
      } ?? ""
    viewModel.document = PlayerDocument(
      state: viewModel.state, positionSeconds: position.map { tenths($0.elapsed) },
      durationSeconds: position?.duration.map(tenths), track: entry.track.title,
      artist: viewModel.artist, queuePosition: place, queueLength: count)
    show()
  }

  private func listen() async {
    let changes = await interactor.changes()
    listening = Task { [weak self] in
      for await snapshot in changes {
        guard let self else { return }
        self.apply(snapshot)
      }
    }
  }

  /// Queues `entries` from `index` and shows them playing.
  private func start(_ entries: [QueueEntry], at index: Int) async {
    let before = await interactor.snapshot()
    startsBefore = before.starts
    await listen()
    // Shown at once, so the track's heading comes before the wait for its preview.
    var queue = before.queue
    var random = SystemRandomNumberGenerator()
    queue.replace(with: entries, startingAt: index, using: &random)
    render(
      PlaybackSnapshot(queue: queue, state: queue.current?.hasPreview == true ? .loading : .idle))
    await interactor.play(entries, startingAt: index)
    apply(await interactor.snapshot())
  }

  /// The album's index of track `number` on `disc` (a plain number: on the first disc); nil
  /// after showing why there is none, naming the disc that has the number when another does.
  private func index(of number: Int?, disc: Int?, in album: Album) -> Int? {
    guard let number else {
      if album.tracks.isEmpty { showMissingTrack(number: "1", otherDisc: nil) }
      return album.tracks.isEmpty ? nil : 0
    }
    let choice = TrackChoice(disc: disc, number: number)
    switch album.track(chosen: choice) {
    case .track(let index): return index
    case .onOtherDisc(let index):
      showMissingTrack(number: choice.description, otherDisc: album.tracks[index].disc)
    case .missing: showMissingTrack(number: choice.description, otherDisc: nil, of: album)
    }
    return nil
  }

  /// Says there is no track `number`; on an album of several discs, naming the discs and their
  /// track counts, so a number counted across discs (13 on 12 + 6) can be chosen on its disc.
  private func showMissingTrack(number: String, otherDisc: Int?, of album: Album? = nil) {
    var message = localizer(PlayerPhrase.noSuchTrack, ["number": number])
    let discs = album.map { album in Set(album.tracks.map(\.disc)).sorted() } ?? []
    if let otherDisc {
      message += "; " + localizer(PlayerPhrase.onOtherDisc, ["disc": String(otherDisc)])
    } else if let album, discs.count > 1 {
      let counts = discs.map { disc in
        localizer(
          PlayerPhrase.discTracks,
          [
            "disc": String(disc),
            "tracks": localizer.count(
              album.tracks.count { $0.disc == disc }, CountPhrase.tracks),
          ])
      }
      message +=
        "; " + localizer(PlayerPhrase.albumDiscs, ["discs": counts.joined(separator: ", ")])
    }
    viewModel.otherDisc = otherDisc
    viewModel.discs = discs.count > 1 && otherDisc == nil ? discs : []
    showAlbumFailure(FailureNotice(code: "trackNotFound", message: message, kind: .notFound))
  }

  private func say(_ phrase: PlayerPhrase, _ arguments: [String: String] = [:]) {
    notice.set(\.message, to: localizer(phrase, arguments))
    show()
  }
}

// MARK: - PlayerPresenting

extension PlayerPresenter: PlayerPresenting {
  public func viewDidLoad() async {
    do {
      let user = try await interactor.signedInUser()
      viewModel.header = localizer.signedIn(as: user)
    } catch {
      viewModel.header = nil
      showAlbumFailure(FailureNotice(.wrapping(error), localizer: localizer))
      return
    }
    switch request {
    case .nowPlaying:
      await listen()
      apply(await interactor.snapshot())
    case .tracks(let tracks, let index):
      await start(tracks.map(QueueEntry.init), at: index)
    case .album(let id, let track, let disc):
      viewModel.isLoading = true
      viewModel.message = localizer(PlayerPhrase.loadingAlbum)
      show()
      let album: Album
      do {
        album = try await interactor.album(id: id)
      } catch {
        showAlbumFailure(FailureNotice(.wrapping(error), localizer: localizer))
        return
      }
      guard let found = index(of: track, disc: disc, in: album) else { return }
      await start(QueueEntry.entries(of: album), at: found)
    }
  }

  public func didToggle() async {
    guard viewModel.document != nil else { return }
    await interactor.toggle()
    apply(await interactor.snapshot())
  }

  public func didRequestNext() async {
    guard viewModel.document != nil else { return }
    if await interactor.next() {
      apply(await interactor.snapshot())
    } else {
      say(.lastTrack)
    }
  }

  public func didRequestPrevious() async {
    guard viewModel.document != nil else { return }
    if await interactor.previous() {
      apply(await interactor.snapshot())
    } else {
      say(.firstTrack)
    }
  }

  public func didRequestStop() async {
    guard viewModel.document != nil else { return }
    await interactor.stop()
    apply(await interactor.snapshot())
  }

  public func didCycleRepeat() async {
    await interactor.cycleRepeat()
    let mode = await interactor.snapshot().queue.repeatMode
    apply(await interactor.snapshot())
    notice.set(\.message, to: localizer.repeatMode(mode))
    show()
  }

  public func didToggleShuffle() async {
    await interactor.toggleShuffle()
    let snapshot = await interactor.snapshot()
    apply(snapshot)
    notice.set(\.message, to: localizer.shuffle(snapshot.queue.isShuffled))
    show()
  }

  public func didRequestBack() async {
    listening?.cancel()
    router?.leavePlayer()
  }

  public func didRequestQueue() {
    listening?.cancel()
    router?.openQueue()
  }

  public func didRequestProgress() async {
    guard viewModel.state == .playing else { return }
    apply(await interactor.snapshot())
  }

  public func didReachEndOfInput() async {
    if viewModel.state == .paused { await didToggle() }
    guard !viewModel.state.isResting else { return }
    await withCheckedContinuation { endWaiters.append($0) }
  }
}
