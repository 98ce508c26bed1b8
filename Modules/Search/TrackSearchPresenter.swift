import Domain
import Localization
import Presentation

/// Turns the person's intents into interactor calls and the songs into `TrackSearchViewModel`s.
/// Holds the interactor strongly and the view and router weakly (the front end owns the presenter).
@MainActor public final class TrackSearchPresenter {
  private let interactor: any TrackSearchInteracting
  private weak var router: (any TrackSearchRouting)?
  private let core: SearchPresenterCore<TrackSearchViewModel, TrackSummary, TrackSearchPhrase>
  private var localizer: Localizer { core.localizer }

  /// Creates a presenter that speaks `language`.
  public init(
    interactor: any TrackSearchInteracting, view: any TrackSearchDisplaying,
    router: any TrackSearchRouting, language: Language
  ) {
    self.interactor = interactor
    self.router = router
    core = SearchPresenterCore(
      language: language, countKey: "tracks", display: { [weak view] in view?.display($0) },
      model: { TrackSearchViewModel(title: $0, prompt: $1) })
  }

  private func row(_ track: TrackSummary, number: Int) -> TrackSearchRowViewModel {
    TrackSearchRowViewModel(
      number: number, title: track.title,
      artist: track.artist ?? localizer(TrackSearchPhrase.unknownArtist),
      album: track.album ?? localizer(TrackSearchPhrase.unknownAlbum),
      duration: track.durationSeconds.map { ClockText.text(seconds: $0) }
        ?? localizer(TrackSearchPhrase.unknownDuration),
      albumID: track.albumID, trackNumber: track.trackNumber, disc: track.disc)
  }
}

// MARK: - TrackSearchPresenting

extension TrackSearchPresenter: TrackSearchPresenting {
  public func viewDidLoad() async {
    await core.load(signedInUser: interactor.signedInUser)
  }

  public func didSubmit(query raw: String) async {
    await core.submit(raw, search: interactor.searchTracks) { answer, query in
      core.screen.show(
        answer, for: query, counting: CountPhrase.tracks,
        document: TrackSearchDocument(
          query: query.text, tracks: answer.value.map(TrackSearchDocument.TrackEntry.init)),
        row: row)
    }
  }

  public func didSelectTrack(number: Int) {
    guard let track = core.choose(number: number) else { return }
    guard track.albumID != nil, track.trackNumber != nil else {
      core.note(localizer(TrackSearchPhrase.cannotOpen))
      return
    }
    router?.openPlayer(tracks: core.items, startingAt: number - 1)
  }

  public func didRequestBack() {
    router?.backToSearch()
  }
}
