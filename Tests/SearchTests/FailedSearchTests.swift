import Domain
import InMemoryPorts
import Localization
import Search
import Testing

/// A catalog that cannot be reached for the term `down` and answers the others as `base` does.
private struct DownForOneTerm: MusicCatalogDecorator {
  let base: any MusicCatalog

  func searchAlbumsAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<AlbumSearchPage>
  {
    if term == "down" { throw MusicLibraryError.noConnection }
    return try await base.searchAlbumsAnswer(term: term, limit: limit, country: country)
  }
}

/// A search that fails does not throw away the results it replaced.
@Suite @MainActor struct FailedSearchTests {
  @Test func aFailedSearchKeepsTheResultsItReplacedAndTheirNumbers() async throws {
    let catalog = FakeCatalog(
      summaries: [SearchFixtures.album(1, "Alpha"), SearchFixtures.album(2, "Beta")])
    let screen = try await SearchFixtures.screen(catalog: DownForOneTerm(base: catalog))
    await screen.presenter.didSubmit(query: "alpha")
    let found = try #require(screen.view.last)

    await screen.presenter.didSubmit(query: "down")

    let failed = try #require(screen.view.last)
    #expect(failed.failure?.message == Localizer(language: .en).message(for: .noConnection))
    #expect(failed.rows == found.rows)
    #expect(failed.document == found.document)
    #expect(!failed.isLoading)
    screen.presenter.didSelectAlbum(number: 2)
    #expect(screen.router.calls == [.openAlbum(id: 2)])
  }

  @Test func aFailedFirstSearchHasNoResultsToKeep() async throws {
    let screen = try await SearchFixtures.screen(catalog: DownForOneTerm(base: FakeCatalog()))
    await screen.presenter.didSubmit(query: "down")
    #expect(screen.view.last?.failure != nil)
    #expect(screen.view.last?.rows == [])
    screen.presenter.didSelectAlbum(number: 1)
    #expect(screen.router.calls == [])
  }

  @Test func theNextSearchThatAnswersReplacesTheKeptResults() async throws {
    let catalog = FakeCatalog(summaries: [SearchFixtures.album(1, "Alpha")])
    let screen = try await SearchFixtures.screen(catalog: DownForOneTerm(base: catalog))
    await screen.presenter.didSubmit(query: "alpha")
    await screen.presenter.didSubmit(query: "down")
    await screen.presenter.didSubmit(query: "again")
    #expect(screen.view.last?.failure == nil)
    #expect(screen.view.last?.rows.count == 1)
    #expect(screen.view.last?.document?.query == "again")
  }
}
