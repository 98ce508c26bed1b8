import History
import InMemoryPorts
import TestSupport
import Testing

@Suite @MainActor struct HistoryModuleTests {
  @Test func theHistoryScreenGoesAwayWithItsViewAndRouter() async {
    let dependencies = HistoryDependencies(
      currentUser: InMemoryAccounts(allowingUse: true),
      history: InMemorySearchHistory(allowingUse: false),
      clock: FixedClock(HistoryFixtures.now), language: .en)
    await expectDeallocated(
      view: SpyHistoryView.init, router: SpyHistoryRouter.init,
      build: { HistoryModule.build(view: $0, router: $1, dependencies: dependencies) },
      load: { presenter, _ in await presenter.viewDidLoad() })
  }
}
