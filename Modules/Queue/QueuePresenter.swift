import Domain
import Localization
import PlaybackModel
import Presentation

/// Turns the person's intents and the run's playback into `QueueViewModel`s. Holds the
/// interactor strongly and the view and router weakly (the front end owns the presenter).
@MainActor public final class QueuePresenter {
  private let interactor: any QueueInteracting
  private weak var view: (any QueueDisplaying)?
  private weak var router: (any QueueRouting)?
  private let localizer: Localizer
  private var viewModel = QueueViewModel()
  private var notice = OneShotNotice<QueueViewModel>()
  private var following: FollowedChanges?

  /// Creates a presenter that speaks `language`.
  public init(
    interactor: any QueueInteracting, view: any QueueDisplaying, router: any QueueRouting,
    language: Language
  ) {
    self.interactor = interactor
    self.view = view
    self.router = router
    localizer = Localizer(language: language)
    viewModel.title = localizer(QueuePhrase.title)
  }

  /// Shows the queue as `snapshot` has it, with the notices set since the last display.
  private func show(_ snapshot: PlaybackSnapshot) {
    viewModel = model(of: snapshot)
    view?.display(notice.applied(to: viewModel))
  }

  /// Shows the playback as it is now.
  private func refresh() async {
    show(await interactor.snapshot())
  }

  /// A change the playback reported by itself: shown when it changes what the screen shows.
  private func follow(_ snapshot: PlaybackSnapshot) {
    let updated = model(of: snapshot)
    guard updated != viewModel else { return }
    viewModel = updated
    view?.display(viewModel)
  }

  private func model(of snapshot: PlaybackSnapshot) -> QueueViewModel {
    let queue = snapshot.queue
    var model = viewModel
    let current = queue.currentIndex
    model.rows = queue.entries.enumerated().map { index, entry in
      QueueRowViewModel(
        number: index + 1, title: entry.track.title,
        artist: entry.artist ?? localizer(QueuePhrase.unknownArtist),
        album: entry.albumTitle ?? "",
        duration: entry.track.durationSeconds.map { ClockText.text(seconds: $0) } ?? "",
        isCurrent: index == current)
    }
    model.state = snapshot.state
    model.stateText = localizer.playbackState(snapshot.state)
    model.positionText = queue.playingPosition.map { "\($0)/\(queue.entries.count)" }
    model.repeatMode = queue.repeatMode
    model.repeatText = repeatText(queue.repeatMode)
    model.isShuffled = queue.isShuffled
    model.shuffleText = localizer.shuffle(queue.isShuffled)
    model.emptyText = queue.isEmpty ? localizer(QueuePhrase.empty) : nil
    model.message = nil
    model.failure = snapshot.failure.map { FailureNotice(preview: $0, localizer: localizer) }
    var document = QueueDocument()
    document.state = snapshot.state
    document.position = queue.playingPosition
    document.length = queue.entries.count
    document.current = current.map { $0 + 1 }
    document.repeatMode = queue.repeatMode
    document.shuffled = queue.isShuffled
    document.entries = queue.entries.enumerated().map { index, entry in
      QueueDocument.Entry(entry, number: index + 1, isCurrent: index == current)
    }
    model.document = document
    return model
  }

  private func repeatText(_ mode: RepeatMode) -> String { localizer.repeatMode(mode) }

  /// Entry `number` of the queue as it is now, with its index; when there is none, says so
  /// (naming the numbers there are) and returns nil.
  private func entry(number: Int) async -> (index: Int, entry: QueueEntry)? {
    let now = await interactor.snapshot()
    let entries = now.queue.entries
    if entries.indices.contains(number - 1) { return (number - 1, entries[number - 1]) }
    notice.set(
      \.message,
      to: entries.isEmpty
        ? localizer(QueuePhrase.empty)
        : localizer(
          QueuePhrase.noSuchEntry, ["number": String(number), "count": String(entries.count)]))
    show(now)
    return nil
  }

  private func showFailure(_ error: any Error) async {
    notice.set(\.failure, to: FailureNotice(.wrapping(error), localizer: localizer))
    await refresh()
  }

  private func append(_ added: [QueueEntry], saying what: String) async {
    await interactor.append(added)
    notice.set(\.message, to: localizer(QueuePhrase.added, ["what": what]))
    await refresh()
  }
}

// MARK: - QueuePresenting

extension QueuePresenter: QueuePresenting {
  public func viewDidLoad() async {
    do {
      let user = try await interactor.signedInUser()
      viewModel.header = localizer.signedIn(as: user)
    } catch {
      viewModel.header = nil
      await showFailure(error)
      return
    }
    let changes = await interactor.changes()
    await refresh()
    following = FollowedChanges(
      Task { [weak self] in
        for await change in changes {
          guard let self else { return }
          self.follow(change)
        }
      })
  }

  public func didSelectEntry(number: Int) async {
    guard let index = await entry(number: number)?.index else { return }
    await interactor.jump(to: index)
    await refresh()
    router?.openPlayer()
  }

  public func didRemoveEntry(number: Int) async {
    guard let (index, removed) = await entry(number: number) else { return }
    await interactor.remove(at: index)
    notice.set(\.message, to: localizer(QueuePhrase.removed, ["title": removed.track.title]))
    await refresh()
  }

  public func didMoveEntry(number: Int, to destination: Int) async {
    guard let source = await entry(number: number)?.index,
      let target = await entry(number: destination)?.index
    else { return }
    await interactor.move(from: source, to: target)
    await refresh()
  }

  public func didRequestClear() async {
    await interactor.clear()
    await refresh()
  }

  public func didAddAlbum(id: Int64) async {
    do {
      let added = try await interactor.entries(ofAlbum: id)
      guard !added.isEmpty else {
        notice.set(\.message, to: localizer(QueuePhrase.noTracks))
        await refresh()
        return
      }
      await append(added, saying: localizer.count(added.count, CountPhrase.tracks))
    } catch {
      await showFailure(error)
    }
  }

  public func didAddTrack(albumID: Int64, number: Int, disc: Int?) async {
    let onAlbum: [QueueEntry]
    do {
      onAlbum = try await interactor.entries(ofAlbum: albumID)
    } catch {
      await showFailure(error)
      return
    }
    let matches = onAlbum.filter { $0.track.number == number }
    guard let found = matches.first(where: { disc == nil || $0.track.disc == disc }) else {
      var message = localizer(
        QueuePhrase.noSuchTrack, ["number": disc.map { "\($0)-\(number)" } ?? String(number)])
      if let other = matches.first?.track.disc {
        message += "; " + localizer(QueuePhrase.onOtherDisc, ["disc": String(other)])
      }
      notice.set(
        \.failure, to: FailureNotice(code: "trackNotFound", message: message, kind: .notFound))
      await refresh()
      return
    }
    await append([found], saying: found.track.title)
  }

  public func didCycleRepeat() async {
    let now = await interactor.snapshot()
    await interactor.setRepeat(now.queue.repeatMode.next)
    await refresh()
  }

  public func didToggleShuffle() async {
    let now = await interactor.snapshot()
    await interactor.setShuffled(!now.queue.isShuffled)
    await refresh()
  }

  public func didRequestPlayer() {
    router?.openPlayer()
  }

  public func didRequestBack() {
    router?.leaveQueue()
  }
}
