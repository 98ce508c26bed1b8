import Domain
import Localization
import Presentation
import Testing

@Suite @MainActor struct SearchPresenterCoreTests {
  private typealias Model = SearchScreenFixture.Model
  private typealias Core = SearchPresenterCore<Model, String, SearchScreenFixture.TestPhrase>

  /// What the core gave the view, in order.
  private final class Shown {
    var models: [Model] = []
  }

  private let shown = Shown()

  private func core() -> Core {
    Core(
      language: .en, countKey: "albums", display: { [shown] in shown.models.append($0) },
      model: { Model(title: $0, prompt: $1) })
  }

  /// Lists `names` as the answer for `query`, as a presenter's `present` does.
  private func present(_ names: [String], for query: SearchQuery, on core: Core) {
    core.screen.show(
      CatalogAnswer(names, source: .network), for: query, counting: CountPhrase.albums,
      document: SearchScreenFixture.Document(names: names), row: { "\($1). \($0)" })
  }

  @Test func loadingGreetsTheUserAndShowsTheScreenOnce() async {
    let core = core()
    await core.load(signedInUser: { SearchScreenFixture.user })
    #expect(shown.models.map(\.header) == ["Signed in as Ann Lee"])
    #expect(shown.models.first?.title == "Albums")
  }

  @Test func whatFailsAfterTheGreetingShowsTheFailureWithoutAHeader() async {
    let core = core()
    await core.load(
      signedInUser: { SearchScreenFixture.user }, then: { throw MusicLibraryError.notSignedIn })
    #expect(shown.models.count == 1)
    #expect(shown.models.last?.header == nil)
    #expect(
      shown.models.last?.failure == FailureNotice(.notSignedIn, localizer: Localizer(language: .en))
    )
  }

  @Test func aRefusedTextIsShownOnceAndNotSearched() async {
    let core = core()
    var searched = false
    await core.submit(
      " ", search: { _ in searched = true }, present: { _, _ in Issue.record("presented") })
    #expect(!searched)
    #expect(shown.models.count == 1)
    #expect(shown.models.last?.failure?.code == "invalidQuery")
    core.show()
    #expect(shown.models.last?.failure == nil, "said once")
  }

  @Test func aSearchShowsThatItIsSearchingThenWhatWasFound() async {
    let core = core()
    await core.submit(
      " abba ", search: { _ in ["Arrival", "Gold"] },
      present: { names, query in present(names, for: query, on: core) })
    #expect(shown.models.map(\.message) == ["Searching for abba", "2 albums for abba"])
    #expect(shown.models.map(\.isLoading) == [true, false])
    #expect(shown.models.last?.rows == ["1. Arrival", "2. Gold"])
    #expect(
      shown.models.last?.document == SearchScreenFixture.Document(names: ["Arrival", "Gold"]))
  }

  @Test func aFailedSearchShowsItsFailureOverTheResultsItReplaced() async {
    let core = core()
    await core.submit(
      "abba", search: { _ in ["Arrival"] },
      present: { names, query in present(names, for: query, on: core) })
    await core.submit(
      "queen", search: { _ -> [String] in throw MusicLibraryError.notSignedIn },
      present: { _, _ in Issue.record("presented") })
    #expect(shown.models.count == 4)
    let failed = shown.models[3]
    #expect(failed.rows == ["1. Arrival"])
    #expect(failed.document == SearchScreenFixture.Document(names: ["Arrival"]))
    #expect(core.items == ["Arrival"], "their numbers still choose them")
    #expect(failed.message == nil)
    #expect(!failed.isLoading)
    #expect(failed.failure == FailureNotice(.notSignedIn, localizer: Localizer(language: .en)))
  }

  @Test func choosingAMissingNumberShowsWhyAndAListedOneIsGivenWithoutAShow() async {
    let core = core()
    #expect(core.choose(number: 1) == nil)
    #expect(shown.models.last?.message == "Search before choosing 1")
    await core.submit(
      "abba", search: { _ in ["Arrival"] },
      present: { names, query in present(names, for: query, on: core) })
    let shownBefore = shown.models.count
    #expect(core.choose(number: 1) == "Arrival")
    #expect(shown.models.count == shownBefore)
  }

  @Test func aNoteIsShownOnceAndAFailureAtOnce() {
    let core = core()
    core.note("Nothing to open")
    #expect(shown.models.last?.message == "Nothing to open")
    core.show()
    #expect(shown.models.last?.message == nil)
    core.fail(MusicLibraryError.notSignedIn)
    #expect(shown.models.count == 3)
    #expect(
      shown.models.last?.failure == FailureNotice(.notSignedIn, localizer: Localizer(language: .en))
    )
  }
}
