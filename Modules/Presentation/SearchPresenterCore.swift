import Domain
import Localization

/// The shell every search presenter (albums, tracks, media) has around its `SearchScreen`: it
/// shows the screen to the view, greets the user, runs a submitted search (a refused text says
/// why once; a valid one says it is searching, then shows the answer or the failure) and
/// chooses a row by its number. The presenter keeps its interactor, its rows and its routes.
///
/// The requirements on `Model` and `Wording` sit on the extension, not the type, as on
/// `SearchScreen`.
@MainActor public final class SearchPresenterCore<Model, Item, Wording> {
  /// The screen as it stands; the presenter sets its own fields and shows answers through it.
  public var screen: SearchScreen<Model, Item, Wording>
  /// The language the screen speaks, for the presenter's rows and notes (which must not read
  /// `screen` while it is being changed).
  public let localizer: Localizer
  /// Gives the view its next display; holds the view weakly.
  private let display: @MainActor (Model) -> Void

  /// A core speaking `language` that shows each display through `display` (which should hold
  /// its view weakly), starting as `model` makes the screen from the title and prompt;
  /// `found` gives the count under `countKey`.
  public init(
    language: Language, countKey: String, display: @escaping @MainActor (Model) -> Void,
    model: (_ title: String, _ prompt: String) -> Model
  ) where Model: SearchResultsViewModel, Wording: SearchScreenPhrase {
    let localizer = Localizer(language: language)
    self.localizer = localizer
    screen = SearchScreen(localizer: localizer, countKey: countKey, model: model)
    self.display = display
  }
}

extension SearchPresenterCore where Model: SearchResultsViewModel, Wording: SearchScreenPhrase {

  /// Gives the view the screen as the next display shows it.
  public func show() {
    display(screen.nextDisplay())
  }

  /// Greets the user `signedInUser` gives once `then` has run too, or shows the failure of
  /// either without a header; then shows the screen.
  public func load(
    signedInUser: () async throws -> User, then: () async throws -> Void = {}
  ) async {
    do {
      screen.greet(try await signedInUser())
      try await then()
    } catch {
      screen.failToGreet(error)
    }
    show()
  }

  /// Searches for `raw`: a refused text shows why on the next display only and goes no further;
  /// a valid one shows that it is searching, then hands what `search` answers to `present` (which
  /// shows it through `screen`) or shows the failure over the results listed before, which a
  /// failed search does not throw away.
  public func submit<Answer>(
    _ raw: String, search: (SearchQuery) async throws -> Answer,
    present: (Answer, SearchQuery) -> Void
  ) async {
    let query = screen.begin(raw)
    show()
    guard let query else { return }
    do {
      present(try await search(query), query)
    } catch {
      screen.failSearch(error)
    }
    show()
  }

  /// The items the rows show, in order.
  public var items: [Item] { screen.items }

  /// The item numbered `number` (from 1); nil when there is none, and the view is shown why.
  public func choose(number: Int) -> Item? {
    guard let item = screen.choose(number: number) else {
      show()
      return nil
    }
    return item
  }

  /// Shows `text` in place of the results' message on the next display only.
  public func note(_ text: String) {
    screen.setOnce(\.message, to: text)
    show()
  }

  /// Empties the results and shows `error`.
  public func fail(_ error: any Error) {
    screen.fail(error)
    show()
  }
}
