import AlbumDetail
import InMemoryPorts
import TestSupport
import Testing

@Suite @MainActor struct AlbumDetailModuleTests {
  @Test func theAlbumScreenGoesAwayWithItsViewAndRouter() async {
    let dependencies = AlbumDetailDependencies(
      currentUser: InMemoryAccounts(allowingUse: true), catalog: FakeCatalog(),
      savedAlbums: InMemorySavedAlbums(allowingUse: false),
      clock: FixedClock(AlbumDetailFixtures.savedAt),
      language: .en)
    await expectDeallocated(
      view: SpyAlbumDetailView.init, router: SpyAlbumDetailRouter.init,
      build: {
        AlbumDetailModule.build(albumID: 1, view: $0, router: $1, dependencies: dependencies)
      },
      load: { presenter, _ in await presenter.viewDidLoad() })
  }
}
