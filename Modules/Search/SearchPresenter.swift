import Domain
import Localization

/// Turns the person's intents into interactor calls and the results into `SearchViewModel`s.
/// Holds the interactor strongly and the view and router weakly (the front end owns the presenter).
@MainActor public final class SearchPresenter {
  private let interactor: any SearchInteracting
  private weak var view: (any SearchDisplaying)?
  private weak var router: (any SearchRouting)?
  private var screen: SearchScreen<SearchViewModel, AlbumSummary, SearchPhrase>
  private let localizer: Localizer
  /// How many suggestions or recent queries the screen offers.
  private let suggestionLimit = 5

  /// Creates a presenter that speaks `language`.
  public init(
    interactor: any SearchInteracting, view: any SearchDisplaying, router: any SearchRouting,
    language: Language
  ) {
    self.interactor = interactor
    self.view = view
    self.router = router
    let localizer = Localizer(language: language)
    self.localizer = localizer
    screen = SearchScreen(localizer: localizer, countKey: "albums") {
      SearchViewModel(title: $0, prompt: $1, hint: $2)
    }
  }

  private func show() {
    view?.display(screen.nextDisplay())
  }

  private func showResults(
    _ answer: CatalogAnswer<[AlbumSummary]>, for query: SearchQuery, warning: String? = nil
  ) {
    screen.show(
      answer, for: query, counting: CountPhrase.albums,
      document: SearchDocument(
        query: query.text, albums: answer.value.map(SearchDocument.AlbumEntry.init)),
      row: row)
    // The warning is for this moment only; shown again, the results come without it.
    screen.setOnce(\.warning, to: warning)
    show()
  }

  /// Records `query` in the history; nil when it was recorded, else the warning to show beside
  /// the results, which arrived and are shown all the same.
  private func record(_ query: SearchQuery) async -> String? {
    do {
      try await interactor.recordSearch(query)
      return nil
    } catch {
      return localizer(
        SearchPhrase.historyNotRecorded,
        ["reason": FailureNotice(.wrapping(error), localizer: localizer).message])
    }
  }

  private func showFailure(_ error: any Error) {
    screen.fail(error)
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
}

// MARK: - SearchPresenting

extension SearchPresenter: SearchPresenting {
  public func viewDidLoad() async {
    do {
      screen.greet(try await interactor.signedInUser())
      let suggestions = try await interactor.recentQueries(limit: suggestionLimit)
      screen.model.suggestions = suggestions
      screen.model.suggestionsTitle =
        suggestions.isEmpty ? nil : localizer(SearchPhrase.recentSearches)
      show()
    } catch {
      screen.failToGreet(error)
      show()
    }
  }

  public func didSubmit(query raw: String) async {
    screen.model.suggestions = []
    screen.model.suggestionsTitle = nil
    let query = screen.begin(raw)
    show()
    guard let query else { return }
    do {
      let answer = try await interactor.searchAlbums(query)
      showResults(answer, for: query, warning: await record(query))
    } catch {
      showFailure(error)
    }
  }

  public func didSelectAlbum(number: Int) {
    let album = screen.choose(number: number)
    guard let album else { return show() }
    router?.openAlbum(id: album.id)
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
      screen.setOnce(\.message, to: FailureNotice(error, localizer: localizer).message)
      show()
    }
  }

  public func didRequestTrackSearch(query raw: String) {
    do throws(SearchQueryError) {
      router?.openTrackSearch(query: try SearchQuery(raw).text)
    } catch {
      screen.setOnce(\.message, to: FailureNotice(error, localizer: localizer).message)
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
      showFailure(error)
    }
  }

  public func didChooseSuggestion(number: Int) async {
    let suggestions = screen.model.suggestions
    guard suggestions.indices.contains(number - 1) else {
      screen.setOnce(
        \.message, to: localizer(SearchPhrase.noSuchSuggestion, ["number": String(number)]))
      show()
      return
    }
    await didSubmit(query: suggestions[number - 1])
  }

  /// Shows `queries` as numbered suggestions, or `none` when there are none.
  private func offer(_ queries: [String], title: String, none: String) {
    screen.model.suggestions = queries
    screen.model.suggestionsTitle = queries.isEmpty ? nil : title
    screen.setOnce(\.message, to: queries.isEmpty ? none : nil)
    show()
  }

  public func didRequestSignOut() async {
    do {
      try await interactor.signOut()
      router?.didSignOut()
    } catch {
      showFailure(error)
    }
  }
}
