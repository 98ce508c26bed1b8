import InMemoryPorts
import Library
import TestSupport
import Testing

@Suite @MainActor struct LibraryModuleTests {
  @Test func theLibraryScreenGoesAwayWithItsViewAndRouter() async {
    let dependencies = LibraryDependencies(
      currentUser: InMemoryAccounts(allowingUse: true),
      savedAlbums: InMemorySavedAlbums(allowingUse: false),
      clock: FixedClock(LibraryFixtures.now), language: .en)
    await expectDeallocated(
      view: SpyLibraryView.init, router: SpyLibraryRouter.init,
      build: { LibraryModule.build(view: $0, router: $1, dependencies: dependencies) },
      load: { presenter, _ in await presenter.viewDidLoad() })
  }

  @Test func ownCatalogsAreComplete() {
    PhraseCatalog.expectComplete(LibraryPhrase.self)
  }
}
