import Domain
import Localization

/// What a search presenter keeps and does alike for the album, track and media searches: the
/// view model, what only its next display shows, the results, and the language it speaks, in
/// the feature's own `Wording`. The presenter adds its own rows and routes.
///
/// The requirements on `Model` and `Wording` sit on the extension, not the type: on the type,
/// each start would check them by scanning the conformance table (Tools/bench/RESULTS.md).
public struct SearchScreen<Model, Item, Wording> {
  /// The language the screen speaks.
  private let localizer: Localizer
  /// The screen as it stands, without what only the next display shows.
  public var model: Model
  private var results: SearchResults<Item>
  private var notice = OneShotNotice<Model>()
  /// The results a search under way replaced, and the model that showed them: a search that
  /// fails gives them back.
  private var replaced: (model: Model, results: SearchResults<Item>)?
}

extension SearchScreen where Model: SearchResultsViewModel, Wording: SearchScreenPhrase {

  /// A screen speaking `localizer`'s language, starting as `model` makes it from the title
  /// and prompt; `found` gives the count under `countKey`.
  ///
  /// The presenter keeps its own copy of `localizer`: its row closures, called while the screen
  /// is being changed, must not read the screen.
  public init(
    localizer: Localizer, countKey: String,
    model: (_ title: String, _ prompt: String) -> Model
  ) {
    self.localizer = localizer
    self.model = model(localizer(Wording.title), localizer(Wording.prompt))
    results = SearchResults(
      nothingFound: Wording.nothingFound, found: Wording.found, countKey: countKey)
  }

  /// The model as the next display shows it; what was set for that display alone is then
  /// forgotten.
  public mutating func nextDisplay() -> Model {
    notice.applied(to: model)
  }

  /// Shows `value` in `field` on the next display only.
  public mutating func setOnce<Value>(_ field: WritableKeyPath<Model, Value>, to value: Value) {
    notice.set(field, to: value)
  }

  /// Says who is signed in over the screen, and clears a failure.
  public mutating func greet(_ user: User) {
    model.header = localizer.signedIn(as: user)
    model.failure = nil
  }

  /// The signed-in user could not be loaded: no header, and `error` in place of the results.
  public mutating func failToGreet(_ error: any Error) {
    model.header = nil
    fail(error)
  }

  /// The items the rows show, in order.
  public var items: [Item] { results.items }

  /// Empties the results and shows `error`.
  public mutating func fail(_ error: any Error) {
    results.fail(FailureNotice(.wrapping(error), localizer: localizer), in: &model)
  }

  /// The search under way failed: `error` is shown over the results it replaced, whose numbers
  /// still choose them; with none, as `fail`.
  public mutating func failSearch(_ error: any Error) {
    guard let replaced else { return fail(error) }
    self.replaced = nil
    results = replaced.results
    model.isLoading = false
    model.rows = replaced.model.rows
    model.message = nil
    model.age = replaced.model.age
    model.failure = FailureNotice(.wrapping(error), localizer: localizer)
    model.document = replaced.model.document
  }

  /// Parses `raw`: a valid query empties the results and says it is searching; an invalid one
  /// gives nil and shows its failure on the next display only, over the results listed before,
  /// whose numbers still choose them (a typing slip does not throw a search away).
  public mutating func begin(_ raw: String) -> SearchQuery? {
    let query: SearchQuery
    do throws(SearchQueryError) {
      query = try SearchQuery(raw)
    } catch {
      setOnce(\.failure, to: FailureNotice(error, localizer: localizer))
      return nil
    }
    replaced = results.items.isEmpty ? nil : (model, results)
    results.begin(in: &model, searching: localizer(Wording.searching, ["query": query.text]))
    return query
  }

  /// Lists `answer`'s items for `query` under the message counting them as `noun`s (the
  /// phrases also given `arguments`), with `document` marked stale when the answer was served
  /// stale, and its age.
  public mutating func show<Noun: PluralPhrase>(
    _ answer: CatalogAnswer<[Item]>, for query: SearchQuery, counting noun: Noun,
    arguments: [String: String] = [:], document: Model.Document,
    row: (Item, Int) -> Model.Row
  ) where Model.Document: StaleMarkedDocument {
    replaced = nil
    let age = answer.source.staleAge
    var document = document
    document.mark(age)
    results.show(
      answer.value, for: query, counting: noun, arguments: arguments, age: age, in: &model,
      localizer: localizer, document: document, row: row)
  }

  /// The item numbered `number` (from 1); nil when there is none, and the next display says
  /// why in place of the results' message or failure.
  public mutating func choose(number: Int) -> Item? {
    let localizer = localizer
    let shown = String(number)
    switch results.choose(
      number: number, nothingToChoose: localizer(Wording.nothingToChoose, ["number": shown]),
      noSuchNumber: { localizer(Wording.noSuchNumber, ["number": shown, "count": String($0)]) })
    {
    case .item(let item): return item
    case .note(let text):
      // Said in place of a failure too: after "too short", a number gets its own answer.
      setOnce(\.failure, to: nil)
      setOnce(\.message, to: text)
      return nil
    }
  }
}
