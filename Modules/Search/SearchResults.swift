import Domain
import Localization

/// The part of a view model that lists search results.
protocol SearchResultsViewModel {
  /// One result row.
  associatedtype Row
  /// The results for scripts.
  associatedtype Document
  var isLoading: Bool { get set }
  var rows: [Row] { get set }
  var message: String? { get set }
  var age: String? { get set }
  var failure: FailureNotice? { get set }
  var document: Document? { get set }
}

extension SearchViewModel: SearchResultsViewModel {}
extension TrackSearchViewModel: SearchResultsViewModel {}

/// One search's results and their part of the view model, the same for the album and the track
/// search: searching, found, failed, and choosing a row by its number.
struct SearchResults<Item> {
  /// What choosing a row by number gives.
  enum Choice {
    /// The item with that number.
    case item(Item)
    /// A note saying why there is none.
    case note(String)
  }

  /// The items the rows show, in order.
  private(set) var items: [Item] = []
  /// The message over the results for a query and how many were found.
  private let message: (Localizer, SearchQuery, Int) -> String

  /// Results whose message is `nothingFound`, or `found` with the count of `noun` under
  /// `countKey`; both phrases take the query under `query`.
  init<P: Phrase, N: PluralPhrase>(nothingFound: P, found: P, counting noun: N, as countKey: String)
  {
    message = { localizer, query, count in
      count == 0
        ? localizer(nothingFound, ["query": query.text])
        : localizer(found, ["query": query.text, countKey: localizer.count(count, noun)])
    }
  }

  /// Parses `raw`: a valid query empties the results and says `searching`; an invalid one shows
  /// its failure and gives nil.
  mutating func begin<Model: SearchResultsViewModel>(
    _ raw: String, in model: inout Model, localizer: Localizer,
    searching: (SearchQuery) -> String
  ) -> SearchQuery? {
    let query: SearchQuery
    do throws(SearchQueryError) {
      query = try SearchQuery(raw)
    } catch {
      fail(FailureNotice(error, localizer: localizer), in: &model)
      return nil
    }
    items = []
    model.isLoading = true
    model.rows = []
    model.message = searching(query)
    model.age = nil
    model.failure = nil
    model.document = nil
    return query
  }

  /// Lists `found` for `query`, numbered from 1, under the message saying how many there are
  /// and, for an answer served stale from the store, its `age`.
  mutating func show<Model: SearchResultsViewModel>(
    _ found: [Item], for query: SearchQuery, age: AnswerAge?, in model: inout Model,
    localizer: Localizer, document: Model.Document, row: (Item, Int) -> Model.Row
  ) {
    items = found
    model.isLoading = false
    model.rows = found.enumerated().map { index, item in row(item, index + 1) }
    model.message = message(localizer, query, found.count)
    model.age = age.map(localizer.answerAge)
    model.failure = nil
    model.document = document
  }

  /// Empties the results and shows `failure`.
  mutating func fail<Model: SearchResultsViewModel>(_ failure: FailureNotice, in model: inout Model)
  {
    items = []
    model.isLoading = false
    model.rows = []
    model.message = nil
    model.age = nil
    model.failure = failure
    model.document = nil
  }

  /// The item numbered `number` (from 1), or `nothingToChoose` / `noSuchNumber(count)`.
  func choose(number: Int, nothingToChoose: String, noSuchNumber: (Int) -> String) -> Choice {
    if items.indices.contains(number - 1) { return .item(items[number - 1]) }
    return .note(items.isEmpty ? nothingToChoose : noSuchNumber(items.count))
  }
}
