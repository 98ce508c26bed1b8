import Domain
import Localization

/// Turns the person's intents into interactor calls and the items into `MediaSearchViewModel`s.
/// Holds the interactor strongly and the view and router weakly (the front end owns the presenter).
@MainActor public final class MediaSearchPresenter {
  private let interactor: any MediaSearchInteracting
  private weak var view: (any MediaSearchDisplaying)?
  private weak var router: (any MediaSearchRouting)?
  private let localizer: Localizer
  private var viewModel: MediaSearchViewModel
  private var notice = OneShotNotice<MediaSearchViewModel>()
  private var results = SearchResults<MediaItem>(
    nothingFound: MediaSearchPhrase.nothingFound, found: MediaSearchPhrase.found,
    countKey: "count")

  /// Creates a presenter that speaks `language`. With `listsRows`
  /// false (a front end showing only the document) the results come without rows.
  public init(
    interactor: any MediaSearchInteracting, view: any MediaSearchDisplaying,
    router: any MediaSearchRouting, language: Language,
    listsRows: Bool = true
  ) {
    results.listsRows = listsRows
    self.interactor = interactor
    self.view = view
    self.router = router
    localizer = Localizer(language: language)
    viewModel = MediaSearchViewModel(
      title: localizer(MediaSearchPhrase.title), prompt: localizer(MediaSearchPhrase.prompt),
      hint: localizer(MediaSearchPhrase.hint))
  }

  private func show() {
    view?.display(notice.applied(to: viewModel))
  }

  private func showFailure(_ failure: FailureNotice) {
    results.fail(failure, in: &viewModel)
    show()
  }

  private func showResults(
    _ answer: CatalogAnswer<[MediaItem]>, filters: MediaFilters, query: SearchQuery
  ) {
    let found = answer.value
    let age = answer.source.staleAge
    var document = MediaSearchDocument(query: query.text, media: filters.media, items: found)
    document.stale = age.map { _ in true }
    document.fetchedAt = age?.fetchedAtText
    results.show(
      found, for: query, counting: noun(filters.media),
      arguments: ["filters": describe(filters)], age: age, in: &viewModel, localizer: localizer,
      document: document, row: row)
    show()
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
      localizer(MediaSearchPhrase.searching, ["query": $0.text])
    }
    show()
    guard let query else { return }
    do {
      let (filters, found) = try await interactor.search(query)
      showResults(found, filters: filters, query: query)
    } catch {
      showFailure(FailureNotice(.wrapping(error), localizer: localizer))
    }
  }

  public func didSelectItem(number: Int) {
    let choice = results.choose(
      number: number, nothingToChoose: localizer(MediaSearchPhrase.nothingToChoose),
      noSuchNumber: {
        localizer(MediaSearchPhrase.noSuchNumber, ["number": String(number), "count": String($0)])
      })
    switch choice {
    case .item(let item): router?.openMediaItem(id: item.id)
    case .note(let text):
      // The note is for this moment only; the results keep their own message.
      notice.set(\.message, to: text)
      show()
    }
  }

  public func didRequestFilters() {
    router?.openFilters()
  }

  public func didRequestBack() {
    router?.backToSearch()
  }
}
