import Domain
import Localization

/// Turns the person's intents into interactor calls and the songs into `TrackSearchViewModel`s.
/// Holds the interactor strongly and the view and router weakly (the front end owns the presenter).
@MainActor public final class TrackSearchPresenter {
  private let interactor: any TrackSearchInteracting
  private weak var view: (any TrackSearchDisplaying)?
  private weak var router: (any TrackSearchRouting)?
  private var screen: SearchScreen<TrackSearchViewModel, TrackSummary, TrackSearchPhrase>
  private let localizer: Localizer

  /// Creates a presenter that speaks `language`.
  public init(
    interactor: any TrackSearchInteracting, view: any TrackSearchDisplaying,
    router: any TrackSearchRouting, language: Language
  ) {
    self.interactor = interactor
    self.view = view
    self.router = router
    let localizer = Localizer(language: language)
    self.localizer = localizer
    screen = SearchScreen(localizer: localizer, countKey: "tracks") {
      TrackSearchViewModel(title: $0, prompt: $1, hint: $2)
    }
  }

  private func show() {
    view?.display(screen.nextDisplay())
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
    screen.setOnce(\.message, to: text)
    show()
  }
}

// MARK: - TrackSearchPresenting

extension TrackSearchPresenter: TrackSearchPresenting {
  public func viewDidLoad() async {
    do {
      screen.greet(try await interactor.signedInUser())
    } catch {
      screen.failToGreet(error)
    }
    show()
  }

  public func didSubmit(query raw: String) async {
    let query = screen.begin(raw)
    show()
    guard let query else { return }
    do {
      let answer = try await interactor.searchTracks(query)
      screen.show(
        answer, for: query, counting: CountPhrase.tracks,
        document: TrackSearchDocument(
          query: query.text, tracks: answer.value.map(TrackSearchDocument.TrackEntry.init)),
        row: row)
    } catch {
      screen.fail(error)
    }
    show()
  }

  public func didSelectTrack(number: Int) {
    let track = screen.choose(number: number)
    guard let track else { return show() }
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
