import Domain
import Localization

/// One search's results and their part of the view model, the same for the album, track and
/// media searches: searching, found, failed, and choosing a row by its number.
struct SearchResults<Item> {
  /// What choosing a row by number gives.
  enum Choice {
    /// The item with that number.
    case item(Item)
    /// A note saying why there is none.
    case note(String)
  }

  /// The items the rows show, in order.
  public private(set) var items: [Item] = []
  /// The message over the results: `found` (or `nothingFound` when there are none) with the
  /// given arguments.
  private let message: (Localizer, _ anyFound: Bool, _ arguments: [String: String]) -> String
  /// The argument of `found` that says how many there are.
  private let countKey: String

  /// Results whose message is `nothingFound`, or `found` with the count under `countKey`; both
  /// phrases take the query under `query`.
  init<P: Phrase>(nothingFound: P, found: P, countKey: String) {
    message = { localizer, anyFound, arguments in
      localizer(anyFound ? found : nothingFound, arguments)
    }
    self.countKey = countKey
  }

  /// Starts a search: empties the results and says `searching`.
  mutating func begin<Model: SearchResultsViewModel>(in model: inout Model, searching: String) {
    items = []
    model.isLoading = true
    model.rows = []
    model.message = searching
    model.age = nil
    model.failure = nil
    model.document = nil
  }

  /// Lists `found` for `query`, numbered from 1, under the message saying how many `noun`s
  /// there are (the phrases also given `arguments`) and, for an answer served stale from the
  /// store, its `age`.
  mutating func show<Model: SearchResultsViewModel, Noun: PluralPhrase>(
    _ found: [Item], for query: SearchQuery, counting noun: Noun,
    arguments: [String: String] = [:], age: AnswerAge?, in model: inout Model,
    localizer: Localizer, document: Model.Document, row: (Item, Int) -> Model.Row
  ) {
    var arguments = arguments.merging(["query": query.text]) { $1 }
    if !found.isEmpty { arguments[countKey] = localizer.count(found.count, noun) }
    items = found
    model.isLoading = false
    model.rows = found.enumerated().map { index, item in row(item, index + 1) }
    model.message = message(localizer, !found.isEmpty, arguments)
    model.age = age.map(localizer.answerAge)
    model.failure = nil
    model.document = document
  }

  /// Empties the results and shows `failure`.
  mutating func fail<Model: SearchResultsViewModel>(
    _ failure: FailureNotice, in model: inout Model
  ) {
    items = []
    model.isLoading = false
    model.rows = []
    model.message = nil
    model.age = nil
    model.failure = failure
    model.document = nil
  }

  /// The item numbered `number` (from 1), or `nothingToChoose` / `noSuchNumber(count)`.
  func choose(number: Int, nothingToChoose: String, noSuchNumber: (Int) -> String)
    -> Choice
  {
    if items.indices.contains(number - 1) { return .item(items[number - 1]) }
    return .note(items.isEmpty ? nothingToChoose : noSuchNumber(items.count))
  }
}
