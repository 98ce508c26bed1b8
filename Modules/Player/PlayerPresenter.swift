import Domain
import Foundation
import Localization
import Presentation

/// Turns the person's intents and the player's events into `PlayerViewModel`s.
/// Holds the interactor strongly and the view and router weakly (the front end owns the presenter).
@MainActor public final class PlayerPresenter {
  private let albumID: Int64
  private let trackNumber: Int
  private let disc: Int?
  /// The track search's row for this track: played alone when its album cannot be looked up.
  private let fallback: TrackSummary?
  private let interactor: any PlayerInteracting
  private weak var view: (any PlayerDisplaying)?
  private weak var router: (any PlayerRouting)?
  private let localizer: Localizer
  private var viewModel = PlayerViewModel()
  private var notice = OneShotNotice<PlayerViewModel>()
  private var album: Album?
  private var index = 0
  private var position: PlaybackPosition?
  /// Counts `load` calls, so the answer to one that was overtaken by the next is ignored.
  private var loadGeneration = 0
  private var endWaiters: [CheckedContinuation<Void, Never>] = []
  private var listening: Task<Void, Never>?

  /// Creates a presenter for track `trackNumber` (on `disc`, else the first disc that has it) of
  /// album `albumID` that speaks `language`; `fallback`, the track as a track search found it,
  /// is played alone from its own preview when the album cannot be looked up.
  public init(
    albumID: Int64, trackNumber: Int, disc: Int?, interactor: any PlayerInteracting,
    view: any PlayerDisplaying, router: any PlayerRouting, language: Language,
    fallback: TrackSummary? = nil
  ) {
    self.albumID = albumID
    self.trackNumber = trackNumber
    self.disc = disc
    self.fallback = fallback
    self.interactor = interactor
    self.view = view
    self.router = router
    localizer = Localizer(language: language)
  }

  private var track: Track? {
    album.flatMap { $0.tracks.indices.contains(index) ? $0.tracks[index] : nil }
  }

  private func show() {
    viewModel.stateText = stateText(viewModel.state)
    if let album, let track {
      // Without a position (loading, stopped, no preview) there is no progress to show.
      viewModel.progress =
        position.map {
          ClockText.text(position: $0.elapsed) + " / " + ClockText.text(position: $0.duration)
        } ?? ""
      viewModel.document = PlayerDocument(
        state: viewModel.state, positionSeconds: position.map { tenths($0.elapsed) },
        durationSeconds: position?.duration.map(tenths), track: track.title,
        artist: track.artist ?? album.artist)
    }
    view?.display(notice.applied(to: viewModel))
    if viewModel.state.isResting {
      let waiters = endWaiters
      endWaiters = []
      for waiter in waiters { waiter.resume() }
    }
  }

  private func tenths(_ seconds: Double) -> Double { (seconds * 10).rounded() / 10 }

  private func stateText(_ state: PlaybackState) -> String {
    switch state {
    case .idle: localizer(PlayerPhrase.stateIdle)
    case .loading: localizer(PlayerPhrase.stateLoading)
    case .playing: localizer(PlayerPhrase.statePlaying)
    case .paused: localizer(PlayerPhrase.statePaused)
    case .ended: localizer(PlayerPhrase.stateEnded)
    case .failed: localizer(PlayerPhrase.stateFailed)
    }
  }

  private func showAlbumFailure(_ failure: FailureNotice) {
    album = nil
    viewModel.isLoading = false
    viewModel.state = .failed
    viewModel.message = nil
    viewModel.failure = failure
    viewModel.document = nil
    show()
  }

  /// The fallback track as an album of its own, when it has a preview to play.
  private func loneAlbum() -> Album? {
    guard let fallback, fallback.previewURL != nil else { return nil }
    let track = Track(
      disc: disc ?? fallback.disc ?? 1, number: trackNumber, title: fallback.title,
      durationSeconds: fallback.durationSeconds, previewURL: fallback.previewURL)
    return Album(
      id: albumID, title: fallback.album ?? fallback.title, artist: fallback.artist, year: nil,
      genre: nil, artwork: fallback.artwork, trackCount: 1, tracks: [track])
  }

  private func setTrack(_ track: Track, of album: Album) {
    viewModel.coverURL = album.artwork?.url(size: ArtworkReference.coverPixels)
    viewModel.artist = track.artist ?? album.artist ?? localizer(PlayerPhrase.unknownArtist)
    viewModel.album = album.title
    viewModel.track = track.title
    viewModel.trackPosition = trackPosition(of: track, in: album)
  }

  /// "Track 3 of 11" over the album; with several discs, over the track's disc. The track's own
  /// number, as the album screen lists it, out of all the album (or disc) has: a music video the
  /// catalog left out still counts, so "7. End Credits" of 8 plays as "Track 7 of 8".
  private func trackPosition(of track: Track, in album: Album) -> String {
    let discs = Set(album.tracks.map(\.disc))
    let onDisc = album.tracks.filter { $0.disc == track.disc }
    var count = max(onDisc.count, onDisc.map(\.number).max() ?? 0)
    guard discs.count > 1 else {
      count = max(count, album.trackCount ?? 0)
      return localizer(
        PlayerPhrase.trackOf, ["number": String(track.number), "count": String(count)])
    }
    return localizer(
      PlayerPhrase.discTrackOf,
      ["disc": String(track.disc), "number": String(track.number), "count": String(count)])
  }

  /// Plays the current track's preview from the start.
  private func playCurrentTrack() async {
    guard let album, let track else { return }
    loadGeneration += 1
    let generation = loadGeneration
    setTrack(track, of: album)
    position = nil
    viewModel.failure = nil
    viewModel.message = nil
    viewModel.hasPreview = true
    guard let text = track.previewURL, let url = URL(string: text) else {
      await interactor.stop()
      viewModel.state = .idle
      viewModel.message = localizer(PlayerPhrase.noPreview)
      viewModel.hasPreview = false
      show()
      return
    }
    viewModel.state = .loading
    show()
    do {
      try await interactor.play(url)
      guard generation == loadGeneration else { return }
      viewModel.state = .playing
      position = await interactor.position()
      show()
    } catch is CancellationError {
      return
    } catch {
      guard generation == loadGeneration else { return }
      showPlaybackFailure(error, previewURL: text)
    }
  }

  private func showPlaybackFailure(_ error: any Error, previewURL: String?) {
    position = nil
    guard let failure = error as? PreviewFailure else {
      fail(code: "playerFailed", phrase: .playerFailed)
      return
    }
    switch failure {
    case .playerMissing(let installHint):
      viewModel.state = .idle
      viewModel.message = localizer(
        PlayerPhrase.noPlayer, ["url": previewURL ?? "", "install": installHint])
      show()
    case .loadFailed: fail(code: "previewUnavailable", phrase: .previewUnavailable)
    case .noAudioOutput: fail(code: "noAudioOutput", phrase: .noAudioOutput)
    case .timeout: fail(code: "timeout", phrase: .previewTimeout)
    case .playerFailed: fail(code: "playerFailed", phrase: .playerFailed)
    case .offline: fail(code: "previewOffline", phrase: .previewOffline)
    }
  }

  private func fail(code: String, phrase: PlayerPhrase) {
    viewModel.state = .failed
    viewModel.failure = FailureNotice(code: code, message: localizer(phrase), kind: .unavailable)
    show()
  }

  private func handle(_ event: PreviewPlayerEvent) async {
    switch event {
    case .paused where viewModel.state == .playing:
      let now = await interactor.position()
      // A command may have run while the position was asked for; it knows better.
      guard viewModel.state == .playing else { return }
      position = now ?? position
      viewModel.state = .paused
    case .resumed where viewModel.state == .paused:
      viewModel.state = .playing
    case .ended where !viewModel.state.isResting:
      if let duration = position?.duration {
        position = PlaybackPosition(elapsed: duration, duration: duration)
      }
      viewModel.state = .ended
    case .failed(let failure) where !viewModel.state.isResting:
      showPlaybackFailure(failure, previewURL: track?.previewURL)
      return
    default:
      return
    }
    show()
  }

  private func listen() async {
    let events = await interactor.playbackEvents()
    listening = Task { [weak self] in
      for await event in events {
        guard let self else { return }
        await self.handle(event)
      }
    }
  }

  private func move(by step: Int, edgePhrase: PlayerPhrase) async {
    guard let album else { return }
    let target = index + step
    guard album.tracks.indices.contains(target) else {
      notice.set(\.message, to: localizer(edgePhrase))
      show()
      return
    }
    index = target
    await playCurrentTrack()
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
    viewModel.isLoading = true
    viewModel.message = localizer(PlayerPhrase.loadingAlbum)
    show()
    let loaded: Album
    do {
      loaded = try await interactor.album(id: albumID)
    } catch {
      let failure = FailureNotice(.wrapping(error), localizer: localizer)
      guard let alone = loneAlbum(), failure.kind != .unauthorized else {
        showAlbumFailure(failure)
        return
      }
      notice.set(
        \.message, to: localizer(PlayerPhrase.playingAlone, ["reason": failure.message]))
      loaded = alone
    }
    let matches = loaded.tracks.indices.filter { loaded.tracks[$0].number == trackNumber }
    guard
      let found = matches.first(where: { disc == nil || loaded.tracks[$0].disc == disc })
    else {
      let number = disc.map { "\($0)-\(trackNumber)" } ?? String(trackNumber)
      var message = localizer(PlayerPhrase.noSuchTrack, ["number": number])
      let other = matches.first.map { loaded.tracks[$0].disc }
      if let other {
        message += "; " + localizer(PlayerPhrase.onOtherDisc, ["disc": String(other)])
      }
      viewModel.otherDisc = other
      showAlbumFailure(
        FailureNotice(code: "trackNotFound", message: message, kind: .notFound))
      return
    }
    album = loaded
    index = found
    viewModel.isLoading = false
    await listen()
    await playCurrentTrack()
  }

  public func didToggle() async {
    switch viewModel.state {
    case .playing:
      do {
        try await interactor.pause()
        position = await interactor.position() ?? position
        viewModel.state = .paused
        show()
      } catch {
        showPlaybackFailure(error, previewURL: track?.previewURL)
      }
    case .paused:
      do {
        try await interactor.resume()
        viewModel.state = .playing
        show()
      } catch {
        showPlaybackFailure(error, previewURL: track?.previewURL)
      }
    case .idle, .ended, .failed:
      await playCurrentTrack()
    case .loading:
      return
    }
  }

  public func didRequestNext() async {
    await move(by: 1, edgePhrase: .lastTrack)
  }

  public func didRequestPrevious() async {
    await move(by: -1, edgePhrase: .firstTrack)
  }

  public func didRequestStop() async {
    guard album != nil else { return }
    loadGeneration += 1
    await interactor.stop()
    position = nil
    viewModel.state = .idle
    viewModel.failure = nil
    viewModel.message = nil
    show()
  }

  public func didRequestBack() async {
    loadGeneration += 1
    listening?.cancel()
    await interactor.stop()
    router?.leavePlayer(albumID: albumID)
  }

  public func didRequestProgress() async {
    guard viewModel.state == .playing, let now = await interactor.position() else { return }
    let before = viewModel.progress
    position = now
    let after =
      ClockText.text(position: now.elapsed) + " / " + ClockText.text(position: now.duration)
    if after != before { show() }
  }

  public func didReachEndOfInput() async {
    if viewModel.state == .paused { await didToggle() }
    guard !viewModel.state.isResting else { return }
    await withCheckedContinuation { endWaiters.append($0) }
  }
}
