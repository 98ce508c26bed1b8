import Domain
import Localization

/// Turns the person's intents into interactor calls and the songs into `TrackSearchViewModel`s.
/// Holds the interactor strongly and the view and router weakly (the front end owns the presenter).
@MainActor public final class TrackSearchPresenter {
  private let interactor: any TrackSearchInteracting
  private weak var view: (any TrackSearchDisplaying)?
  private weak var router: (any TrackSearchRouting)?
  private let localizer: Localizer
  private var viewModel: TrackSearchViewModel
  private var notice = OneShotNotice<TrackSearchViewModel>()
  private var results = SearchResults<TrackSummary>(
    nothingFound: TrackSearchPhrase.nothingFound, found: TrackSearchPhrase.found,
    countKey: "tracks")

  /// Creates a presenter that speaks `language`. With `listsRows`
  /// false (a front end showing only the document) the results come without rows.
  public init(
    interactor: any TrackSearchInteracting, view: any TrackSearchDisplaying,
    router: any TrackSearchRouting, language: Language,
    listsRows: Bool = true
  ) {
    results.listsRows = listsRows
    self.interactor = interactor
    self.view = view
    self.router = router
    localizer = Localizer(language: language)
    viewModel = TrackSearchViewModel(
      title: localizer(TrackSearchPhrase.title), prompt: localizer(TrackSearchPhrase.prompt),
      hint: localizer(TrackSearchPhrase.hint))
  }

  private func show() {
    view?.display(notice.applied(to: viewModel))
  }

  private func showResults(_ answer: CatalogAnswer<[TrackSummary]>, for query: SearchQuery) {
    let found = answer.value
    let age = answer.source.staleAge
    var document = TrackSearchDocument(
      query: query.text, tracks: found.map(TrackSearchDocument.TrackEntry.init))
    document.stale = age.map { _ in true }
    document.fetchedAt = age?.fetchedAtText
    results.show(
      found, for: query, counting: CountPhrase.tracks, age: age, in: &viewModel,
      localizer: localizer, document: document,
      row: row)
    show()
  }

  private func showFailure(_ failure: FailureNotice) {
    results.fail(failure, in: &viewModel)
    show()
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

  private func note(_ text: String) {
    // The note is for this moment only; the results keep their own message.
    notice.set(\.message, to: text)
    show()
  }
}

// MARK: - TrackSearchPresenting

extension TrackSearchPresenter: TrackSearchPresenting {
  public func viewDidLoad() async {
    do {
      let user = try await interactor.signedInUser()
      viewModel.header = localizer(
        SharedPhrase.signedInAs, ["name": "\(user.firstName) \(user.lastName)"])
      viewModel.failure = nil
      show()
    } catch {
      viewModel.header = nil
      showFailure(FailureNotice(.wrapping(error), localizer: localizer))
    }
  }

  public func didSubmit(query raw: String) async {
    let query = results.begin(raw, in: &viewModel, localizer: localizer) {
      localizer(TrackSearchPhrase.searching, ["query": $0.text])
    }
    show()
    guard let query else { return }
    do {
      showResults(try await interactor.searchTracks(query), for: query)
    } catch {
      showFailure(FailureNotice(.wrapping(error), localizer: localizer))
    }
  }

  public func didSelectTrack(number: Int) {
    let choice = results.choose(
      number: number, nothingToChoose: localizer(TrackSearchPhrase.nothingToChoose),
      noSuchNumber: {
        localizer(TrackSearchPhrase.noSuchNumber, ["number": String(number), "count": String($0)])
      })
    guard case .item(let track) = choice else {
      if case .note(let text) = choice { note(text) }
      return
    }
    guard track.albumID != nil, track.trackNumber != nil else {
      note(localizer(TrackSearchPhrase.cannotOpen))
      return
    }
    router?.openPlayer(track: track)
  }

  public func didRequestBack() {
    router?.backToSearch()
  }
}
