import Domain
import Localization

/// Turns the person's intents into interactor calls and the results into `SearchViewModel`s.
/// Holds the interactor strongly and the view and router weakly (the front end owns the presenter).
@MainActor public final class SearchPresenter {
  private let interactor: any SearchInteracting
  private weak var view: (any SearchDisplaying)?
  private weak var router: (any SearchRouting)?
  private let localizer: Localizer
  private var viewModel: SearchViewModel
  private var notice = OneShotNotice<SearchViewModel>()
  private var results = SearchResults<AlbumSummary>(
    nothingFound: SearchPhrase.nothingFound, found: SearchPhrase.found, countKey: "albums")
  /// How many suggestions or recent queries the screen offers.
  private let suggestionLimit = 5

  /// Creates a presenter that speaks `language`. With `listsRows`
  /// false (a front end showing only the document) the results come without rows.
  public init(
    interactor: any SearchInteracting, view: any SearchDisplaying, router: any SearchRouting,
    language: Language,
    listsRows: Bool = true
  ) {
    results.listsRows = listsRows
    self.interactor = interactor
    self.view = view
    self.router = router
    localizer = Localizer(language: language)
    viewModel = SearchViewModel(
      title: localizer(SearchPhrase.title), prompt: localizer(SearchPhrase.prompt),
      hint: localizer(SearchPhrase.hint))
  }

  private func show() {
    view?.display(notice.applied(to: viewModel))
  }

  private func showResults(
    _ answer: CatalogAnswer<[AlbumSummary]>, for query: SearchQuery, warning: String? = nil
  ) {
    let found = answer.value
    let age = answer.source.staleAge
    var document = SearchDocument(
      query: query.text, albums: found.map(SearchDocument.AlbumEntry.init))
    document.stale = age.map { _ in true }
    document.fetchedAt = age?.fetchedAtText
    results.show(
      found, for: query, counting: CountPhrase.albums, age: age, in: &viewModel,
      localizer: localizer, document: document,
      row: row)
    // The warning is for this moment only; shown again, the results come without it.
    notice.set(\.warning, to: warning)
    show()
  }

  /// Records `query` in the history; nil when it was recorded, else the warning to show beside
  /// the results, which arrived and are shown all the same.
  private func record(_ query: SearchQuery) async -> String? {
    do {
      try await interactor.recordSearch(query)
      return nil
    } catch {
      return localizer(SearchPhrase.historyNotRecorded, ["reason": notice(for: error).message])
    }
  }

  private func showFailure(_ failure: FailureNotice) {
    results.fail(failure, in: &viewModel)
    show()
  }

  private func row(_ album: AlbumSummary, number: Int) -> SearchRowViewModel {
    SearchRowViewModel(
      number: number,
      title: album.title,
      artist: album.artist ?? localizer(SearchPhrase.unknownArtist),
      tracks: album.trackCount.map { localizer.count($0, CountPhrase.tracks) }
        ?? localizer(SearchPhrase.unknownTrackCount),
      year: album.year.map(String.init) ?? localizer(SearchPhrase.unknownYear),
      artworkURL: album.artwork?.url(size: ArtworkReference.coverPixels),
      thumbnailURL: album.artwork?.url(size: ArtworkReference.thumbnailPixels), id: album.id)
  }

  private func notice(for error: any Error) -> FailureNotice {
    FailureNotice(.wrapping(error), localizer: localizer)
  }
}

// MARK: - SearchPresenting

extension SearchPresenter: SearchPresenting {
  public func viewDidLoad() async {
    do {
      let user = try await interactor.signedInUser()
      viewModel.header = localizer(
        SharedPhrase.signedInAs, ["name": "\(user.firstName) \(user.lastName)"])
      viewModel.failure = nil
      viewModel.suggestions = try await interactor.recentQueries(limit: suggestionLimit)
      viewModel.suggestionsTitle =
        viewModel.suggestions.isEmpty ? nil : localizer(SearchPhrase.recentSearches)
      show()
    } catch {
      viewModel.header = nil
      showFailure(notice(for: error))
    }
  }

  public func didSubmit(query raw: String) async {
    viewModel.suggestions = []
    viewModel.suggestionsTitle = nil
    let query = results.begin(raw, in: &viewModel, localizer: localizer) {
      localizer(SearchPhrase.searching, ["query": $0.text])
    }
    show()
    guard let query else { return }
    do {
      let answer = try await interactor.searchAlbums(query)
      showResults(answer, for: query, warning: await record(query))
    } catch {
      showFailure(notice(for: error))
    }
  }

  public func didSelectAlbum(number: Int) {
    let choice = results.choose(
      number: number,
      nothingToChoose: localizer(SearchPhrase.nothingToChoose, ["number": String(number)]),
      noSuchNumber: {
        localizer(SearchPhrase.noSuchNumber, ["number": String(number), "count": String($0)])
      })
    guard case .note(let note) = choice else {
      if case .item(let album) = choice { router?.openAlbum(id: album.id) }
      return
    }
    notice.set(\.message, to: note)
    show()
  }

  public func didRequestProfile() {
    router?.openProfile()
  }

  public func didRequestHistory() {
    router?.openHistory()
  }

  public func didRequestLibrary() {
    router?.openLibrary()
  }

  public func didRequestFilters() {
    router?.openFilters()
  }

  public func didRequestMediaSearch(query raw: String) {
    do throws(SearchQueryError) {
      router?.openMediaSearch(query: try SearchQuery(raw).text)
    } catch {
      notice.set(\.message, to: FailureNotice(error, localizer: localizer).message)
      show()
    }
  }

  public func didRequestTrackSearch(query raw: String) {
    do throws(SearchQueryError) {
      router?.openTrackSearch(query: try SearchQuery(raw).text)
    } catch {
      notice.set(\.message, to: FailureNotice(error, localizer: localizer).message)
      show()
    }
  }

  public func didRequestSuggestions(for prefix: String) async {
    let typed = prefix.trimmedOfWhitespace
    do {
      offer(
        try await interactor.suggestions(for: typed, limit: suggestionLimit),
        title: typed.isEmpty
          ? localizer(SearchPhrase.recentSearches)
          : localizer(SearchPhrase.suggestionsFor, ["prefix": typed]),
        none: localizer(SearchPhrase.noSuggestions, ["prefix": typed]))
    } catch {
      showFailure(notice(for: error))
    }
  }

  public func didChooseSuggestion(number: Int) async {
    guard viewModel.suggestions.indices.contains(number - 1) else {
      notice.set(
        \.message, to: localizer(SearchPhrase.noSuchSuggestion, ["number": String(number)]))
      show()
      return
    }
    await didSubmit(query: viewModel.suggestions[number - 1])
  }

  /// Shows `queries` as numbered suggestions, or `none` when there are none.
  private func offer(_ queries: [String], title: String, none: String) {
    viewModel.suggestions = queries
    viewModel.suggestionsTitle = queries.isEmpty ? nil : title
    notice.set(\.message, to: queries.isEmpty ? none : nil)
    show()
  }

  public func didRequestSignOut() async {
    do {
      try await interactor.signOut()
      router?.didSignOut()
    } catch {
      showFailure(notice(for: error))
    }
  }
}
