import Domain
import Localization
import Presentation

/// Turns the person's intents into interactor calls and the results into `SearchViewModel`s.
/// Holds the interactor strongly and the view and router weakly (the front end owns the presenter).
@MainActor public final class SearchPresenter {
  private let interactor: any SearchInteracting
  private weak var router: (any SearchRouting)?
  private let core: SearchPresenterCore<SearchViewModel, AlbumSummary, SearchPhrase>
  private var localizer: Localizer { core.localizer }
  /// How many suggestions or recent queries the screen offers.
  private let suggestionLimit = 5

  /// Creates a presenter that speaks `language`.
  public init(
    interactor: any SearchInteracting, view: any SearchDisplaying, router: any SearchRouting,
    language: Language
  ) {
    self.interactor = interactor
    self.router = router
    core = SearchPresenterCore(
      language: language, countKey: "albums", display: { [weak view] in view?.display($0) },
      model: { SearchViewModel(title: $0, prompt: $1) })
  }

  private func showResults(
    _ answer: CatalogAnswer<[AlbumSummary]>, for query: SearchQuery, warning: String?
  ) {
    core.screen.show(
      answer, for: query, counting: CountPhrase.albums,
      document: SearchDocument(
        query: query.text, albums: answer.value.map(SearchDocument.AlbumEntry.init)),
      row: row)
    // The warning is for this moment only; shown again, the results come without it.
    core.screen.setOnce(\.warning, to: warning)
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

  /// Opens `route` with the search text `raw`, or says why the text was refused.
  private func open(_ raw: String, _ route: (String) -> Void) {
    do throws(SearchQueryError) {
      route(try SearchQuery(raw).text)
    } catch {
      core.note(FailureNotice(error, localizer: localizer).message)
    }
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
    await core.load(signedInUser: interactor.signedInUser) {
      let recent = try await interactor.suggestions(for: "", kind: .album, limit: suggestionLimit)
      let suggestions = recent.map(\.query)
      core.screen.model.suggestions = suggestions
      core.screen.model.suggestionKinds = recent.map(\.kind)
      core.screen.model.suggestionsTitle =
        suggestions.isEmpty ? nil : localizer(SearchPhrase.recentSearches)
    }
  }

  public func didSubmit(query raw: String) async {
    core.screen.model.suggestions = []
    core.screen.model.suggestionKinds = []
    core.screen.model.suggestionsTitle = nil
    await core.submit(
      raw,
      search: { query in
        let answer = try await interactor.searchAlbums(query)
        return (answer: answer, warning: await record(query))
      },
      present: { found, query in showResults(found.answer, for: query, warning: found.warning) })
  }

  public func didSelectAlbum(number: Int) {
    guard let album = core.choose(number: number) else { return }
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
    open(raw) { router?.openMediaSearch(query: $0) }
  }

  public func didRequestTrackSearch(query raw: String) {
    open(raw) { router?.openTrackSearch(query: $0) }
  }

  public func didRequestSuggestions(for prefix: String, kind: SearchKind?) async {
    let typed = prefix.trimmedOfWhitespace
    // Text that could not be searched is the start of no remembered query: said at once, and
    // a pasted megabyte is not folded on every key.
    guard typed.hasAtMostScalars(SearchQuery.maximumLength) else {
      offer(
        [], title: "", none: FailureNotice(SearchQueryError.tooLong, localizer: localizer).message)
      return
    }
    do {
      offer(
        try await interactor.suggestions(for: typed, kind: kind, limit: suggestionLimit),
        title: typed.isEmpty
          ? localizer(SearchPhrase.recentSearches)
          : localizer(SearchPhrase.suggestionsFor, ["prefix": typed]),
        // Nothing typed and nothing remembered is no news: the field stays as it was.
        none: typed.isEmpty ? nil : localizer(SearchPhrase.noSuggestions, ["prefix": typed]))
    } catch {
      core.fail(error)
    }
  }

  public func didChooseSuggestion(number: Int) async {
    let suggestions = core.screen.model.suggestions
    guard suggestions.indices.contains(number - 1) else {
      core.note(localizer(SearchPhrase.noSuchSuggestion, ["number": String(number)]))
      return
    }
    await didSubmit(query: suggestions[number - 1])
  }

  /// Shows `entries` as numbered suggestions, or `none` when there are none.
  private func offer(_ entries: [HistoryEntry], title: String, none: String?) {
    core.screen.model.suggestions = entries.map(\.query)
    core.screen.model.suggestionKinds = entries.map(\.kind)
    core.screen.model.suggestionsTitle = entries.isEmpty ? nil : title
    core.screen.setOnce(\.message, to: entries.isEmpty ? none : nil)
    core.show()
  }

  public func didRequestSignOut() async {
    do {
      try await interactor.signOut()
      router?.didSignOut()
    } catch {
      core.fail(error)
    }
  }
}
