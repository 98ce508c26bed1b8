import Foundation
import InMemoryPorts
import Search
import TestSupport
import Testing

@Suite @MainActor struct SearchModuleTests {
  private func dependencies() -> SearchDependencies {
    SearchDependencies(
      currentUser: InMemoryAccounts(allowingUse: true), catalog: FakeCatalog(),
      history: InMemorySearchHistory(allowingUse: false),
      clock: FixedClock(Date(timeIntervalSince1970: 0)), language: .en)
  }

  @Test func theSearchScreenGoesAwayWithItsViewAndRouter() async {
    await expectDeallocated(
      view: SpySearchView.init, router: SpySearchRouter.init,
      build: { SearchModule.build(view: $0, router: $1, dependencies: dependencies()) },
      load: { presenter, _ in await presenter.viewDidLoad() })
  }

  @Test func theTrackSearchScreenGoesAwayWithItsViewAndRouter() async {
    await expectDeallocated(
      view: SpyTrackSearchView.init, router: SpyTrackSearchRouter.init,
      build: { TrackSearchModule.build(view: $0, router: $1, dependencies: dependencies()) },
      load: { presenter, _ in await presenter.viewDidLoad() })
  }
}
