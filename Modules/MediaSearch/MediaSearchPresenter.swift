import Domain
import Localization
import Presentation

/// Turns the person's intents into interactor calls and the items into `MediaSearchViewModel`s.
/// Holds the interactor strongly and the view and router weakly (the front end owns the presenter).
@MainActor public final class MediaSearchPresenter {
  private let interactor: any MediaSearchInteracting
  private weak var router: (any MediaSearchRouting)?
  private let core: SearchPresenterCore<MediaSearchViewModel, MediaItem, MediaSearchPhrase>
  private var localizer: Localizer { core.localizer }
  /// The kind the screen was last asked to search, over the filters' (a search run again from
  /// the history keeps its kind for the screen's next searches).
  private var media: MediaKind?

  /// Creates a presenter that speaks `language`.
  public init(
    interactor: any MediaSearchInteracting, view: any MediaSearchDisplaying,
    router: any MediaSearchRouting, language: Language
  ) {
    self.interactor = interactor
    self.router = router
    core = SearchPresenterCore(
      language: language, countKey: "count", display: { [weak view] in view?.display($0) },
      model: { MediaSearchViewModel(title: $0, prompt: $1) })
  }

  private func describe(_ filters: MediaFilters) -> String {
    localizer(
      MediaSearchPhrase.filtersUsed,
      [
        "media": filters.media.filterName,
        "explicit": localizer(
          filters.explicit ? MediaSearchPhrase.explicitAllowed : .explicitLeftOut),
        "country": filters.country, "limit": String(filters.limit),
      ])
  }

  private func noun(_ kind: MediaKind) -> MediaCountPhrase {
    switch kind {
    case .song: .songs
    case .movie: .movies
    case .ebook: .ebooks
    }
  }

  private func kindName(_ kind: MediaKind) -> String {
    switch kind {
    case .song: localizer(MediaSearchPhrase.song)
    case .movie: localizer(MediaSearchPhrase.movie)
    case .ebook: localizer(MediaSearchPhrase.ebook)
    }
  }

  /// The row of the kind: a song's artist, kind and duration; a movie's kind, genre and release
  /// date; an e-book's author, kind and rating; what the catalog left out is not shown.
  private func row(_ item: MediaItem, number: Int) -> MediaSearchRowViewModel {
    var details = [kindName(item.kind)]
    switch item.kind {
    case .song:
      if let seconds = item.durationSeconds { details.append(ClockText.text(seconds: seconds)) }
    case .movie:
      if let genre = item.genres.first { details.append(genre) }
      if let date = item.releaseDate { details.append(localizer.longDate(date)) }
    case .ebook:
      if let rating = item.rating {
        details.append(localizer.rating(rating, count: item.ratingCount))
      }
    }
    return MediaSearchRowViewModel(
      number: number, title: item.title,
      explicitMark: item.isExplicit == true ? localizer(MediaSearchPhrase.explicitMark) : nil,
      artist: item.kind == .movie ? nil : item.artist, details: details,
      artwork: item.artwork, id: item.id)
  }
}

// MARK: - MediaSearchPresenting

extension MediaSearchPresenter: MediaSearchPresenting {
  public func viewDidLoad() async {
    await core.load(signedInUser: interactor.signedInUser)
  }

  public func didSubmit(query raw: String, media asked: MediaKind?) async {
    if let asked { media = asked }
    let media = media
    await core.submit(
      raw, search: { try await interactor.search($0, media: media) },
      present: { found, query in
        let (filters, answer) = found
        core.screen.show(
          answer, for: query, counting: noun(filters.media),
          arguments: ["filters": describe(filters)],
          document: MediaSearchDocument(
            query: query.text, media: filters.media, items: answer.value),
          row: row)
      })
  }

  public func didSelectItem(number: Int) {
    guard let item = core.choose(number: number) else { return }
    router?.openMediaItem(id: item.id)
  }

  public func didRequestFilters() {
    router?.openFilters()
  }

  public func didRequestBack() {
    router?.backToSearch()
  }
}
