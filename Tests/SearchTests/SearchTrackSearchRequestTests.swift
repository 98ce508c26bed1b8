import Domain
import InMemoryPorts
import Localization
import Search
import TestSupport
import Testing

@Suite @MainActor struct SearchTrackSearchRequestTests {
  @Test func aValidTextOpensTheTrackSearchTrimmed() async throws {
    let catalog = FakeCatalog()
    let screen = try await SearchFixtures.screen(catalog: catalog)

    screen.presenter.didRequestTrackSearch(query: "  группа крови ")

    #expect(screen.router.calls == [.openTrackSearch(query: "группа крови")])
    #expect(catalog.calls.isEmpty, "the track search screen asks the catalog, not this one")
  }

  @Test(arguments: [
    (Language.en, "Please enter at least 3 characters for the search"),
    (Language.ru, "Пожалуйста, введите для поиска не менее 3 символов"),
  ])
  func aShortTextIsRefusedAndTheAlbumResultsStay(language: Language, message: String)
    async throws
  {
    let catalog = FakeCatalog(summaries: [SearchFixtures.album(1, "Abbey Road")])
    let screen = try await SearchFixtures.screen(catalog: catalog, language: language)
    await screen.presenter.didSubmit(query: "abbey")
    let results = try #require(screen.view.last)

    screen.presenter.didRequestTrackSearch(query: "ab")

    #expect(screen.router.calls.isEmpty)
    #expect(screen.view.last?.message == message)
    #expect(screen.view.last?.rows == results.rows)
    #expect(screen.view.last?.failure == nil)
    screen.presenter.didSelectAlbum(number: 1)
    #expect(screen.router.calls == [.openAlbum(id: 1)])
  }
}
