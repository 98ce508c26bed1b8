import Domain
import Filters
import Foundation
import InMemoryPorts
import Localization
import TestSupport
import Testing

@Suite @MainActor struct FiltersPresenterTests {
  struct Screen {
    let view: SpyFiltersView
    let router: SpyFiltersRouter
    let store: InMemoryMediaFilters
    let user: User
    let presenter: any FiltersPresenting
  }

  func screen(
    language: Language = .en, saved: MediaFilters? = nil, signedIn: Bool = true
  ) async throws -> Screen {
    let (accounts, user) = try await InMemoryAccounts.withSignedInUser()
    if !signedIn { await accounts.end() }
    let store = InMemoryMediaFilters(saved.map { [user.id: $0] } ?? [:])
    let view = SpyFiltersView()
    let router = SpyFiltersRouter()
    let presenter = FiltersModule.build(
      view: view, router: router,
      dependencies: FiltersDependencies(currentUser: accounts, filters: store, language: language))
    return Screen(view: view, router: router, store: store, user: user, presenter: presenter)
  }

  @Test func aNewUserSeesTheDefaults() async throws {
    let screen = try await screen()
    await screen.presenter.viewDidLoad()

    let shown = try #require(screen.view.last)
    #expect(shown.title == "Search filters")
    #expect(shown.header == "Signed in as Ivan Petrov")
    #expect(
      shown.rows.map(\.label) == [
        "Media type", "Explicit content", "Store country", "Results at most",
      ])
    #expect(shown.rows.map(\.value) == ["music (songs)", "yes", "US", "30"])
    #expect(shown.rows.first?.choices == "music, movie, ebook")
    #expect(shown.document == FiltersDocument(.defaults))
    #expect(await screen.store.filters(for: screen.user.id) == nil)
  }

  @Test func aChangeIsSavedWholeAndKeepsWhatWasNotGiven() async throws {
    let screen = try await screen()
    await screen.presenter.viewDidLoad()

    await screen.presenter.didChange([.media: "Movie", .country: "ru"])

    let saved = try MediaFilters(media: .movie, explicit: true, country: "RU", limit: 30)
    #expect(await screen.store.filters(for: screen.user.id) == saved)
    #expect(
      screen.view.last?.message
        == "Filters saved; they apply to your searches until you change them")
    #expect(screen.view.last?.rows.map(\.value) == ["movie (films)", "yes", "RU", "30"])

    await screen.presenter.didChange([.explicit: "no", .limit: "200"])

    #expect(
      await screen.store.filters(for: screen.user.id)
        == (try MediaFilters(media: .movie, explicit: false, country: "RU", limit: 200)))
  }

  @Test(arguments: [
    ([FiltersField.media: "cinema"], "“cinema” is not a media type; choose music, movie or ebook"),
    ([.explicit: "maybe"], "“maybe” is not yes or no"),
    ([.country: "RUS"], "“RUS” is not a store country; give two letters such as US or RU"),
    ([.limit: "0"], "“0” is not a limit; give a number from 1 to 200"),
    ([.limit: "ten", .media: "movie"], "“ten” is not a limit; give a number from 1 to 200"),
  ])
  func aBadValueSavesNothingAndSaysWhy(_ values: [FiltersField: String], _ message: String)
    async throws
  {
    let screen = try await screen()
    await screen.presenter.viewDidLoad()

    await screen.presenter.didChange(values)

    #expect(screen.view.last?.message == message)
    #expect(screen.view.last?.rows.map(\.value) == ["music (songs)", "yes", "US", "30"])
    #expect(await screen.store.filters(for: screen.user.id) == nil)
  }

  @Test func speaksRussian() async throws {
    let saved = try MediaFilters(media: .ebook, explicit: false, country: "RU", limit: 5)
    let screen = try await screen(language: .ru, saved: saved)
    await screen.presenter.viewDidLoad()

    let shown = try #require(screen.view.last)
    #expect(shown.title == "Фильтры поиска")
    #expect(shown.rows.map(\.value) == ["ebook (электронные книги)", "нет", "RU", "5"])
    await screen.presenter.didChange([.explicit: "может"])
    #expect(screen.view.last?.message == "«может» — не да и не нет (yes, no)")
  }

  @Test(arguments: [
    (Language.en, ["music, movie, ebook", "yes, no"]), (.ru, ["песни, фильмы, книги", "да, нет"]),
  ])
  func theChoicesAreInTheScreensLanguageAndEachIsAccepted(language: Language, choices: [String])
    async throws
  {
    let screen = try await screen(language: language)
    await screen.presenter.viewDidLoad()

    let rows = try #require(screen.view.last?.rows)
    #expect(rows.prefix(2).map(\.choices) == choices)
    for row in rows.prefix(2) {
      for word in row.choices.components(separatedBy: ", ") {
        #expect(throws: Never.self, "\(word)") { try FiltersChange([row.field: word]) }
      }
    }
  }

  @Test(arguments: [
    ([FiltersField.explicit: "да", .media: "фильмы"], MediaKind.movie, true),
    ([.explicit: "нет", .media: "книги"], .ebook, false),
    ([.explicit: "Yes", .media: "songs"], .song, true),
    ([.explicit: "no", .media: "Films"], .movie, false),
  ])
  func everyWordShownCanBeTypedBackInEitherLanguage(
    values: [FiltersField: String], media: MediaKind, explicit: Bool
  ) async throws {
    let screen = try await screen(language: .ru)
    await screen.presenter.viewDidLoad()

    await screen.presenter.didChange(values)

    let saved = try #require(await screen.store.filters(for: screen.user.id))
    #expect(saved.media == media && saved.explicit == explicit)
  }

  @Test func signedOutPeopleHaveNoFilters() async throws {
    let screen = try await screen(signedIn: false)
    await screen.presenter.viewDidLoad()

    #expect(screen.view.last?.failure?.code == "notSignedIn")
    await screen.presenter.didChange([.media: "movie"])
    #expect(screen.view.last?.failure?.code == "notSignedIn")
  }

  @Test func backReturnsToTheSearch() async throws {
    let screen = try await screen()
    screen.presenter.didRequestBack()
    #expect(screen.router.wentBack == 1)
  }

  @Test func theScreenGoesAwayWithItsViewAndRouter() async throws {
    let (accounts, _) = try await InMemoryAccounts.withSignedInUser()
    let dependencies = FiltersDependencies(
      currentUser: accounts, filters: InMemoryMediaFilters(), language: .en)
    await expectDeallocated(
      view: SpyFiltersView.init, router: SpyFiltersRouter.init,
      build: { FiltersModule.build(view: $0, router: $1, dependencies: dependencies) },
      load: { presenter, _ in await presenter.viewDidLoad() })
  }

  @Test func thePhrasesAreComplete() {
    PhraseCatalog.expectComplete(FiltersPhrase.self)
  }

  @Test func theDocumentIsWhatScriptsRead() throws {
    let document = FiltersDocument(
      try MediaFilters(media: .movie, explicit: false, country: "RU", limit: 30))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(document), as: UTF8.self)
        == #"{"country":"RU","explicit":false,"limit":30,"media":"movie"}"#)
  }
}
