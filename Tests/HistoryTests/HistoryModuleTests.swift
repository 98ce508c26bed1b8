import Foundation
import History
import TestSupport
import Testing

@Suite @MainActor struct HistoryModuleTests {
  private func dependencies() -> HistoryDependencies {
    let accounts = InMemoryAccounts()
    return HistoryDependencies(
      currentUser: accounts, history: InMemorySearchHistory(),
      clock: FixedClock(HistoryFixtures.now), language: .en)
  }

  @Test func thePresenterGoesAwayWithItsView() {
    weak var presenter: (any HistoryPresenting)?
    let router = SpyHistoryRouter()
    do {
      let view = SpyHistoryView()
      view.presenter = HistoryModule.build(
        view: view, router: router, dependencies: dependencies())
      presenter = view.presenter
      #expect(presenter != nil)
    }
    #expect(presenter == nil)
  }

  @Test func thePresenterKeepsNeitherViewNorRouterAlive() {
    weak var view: SpyHistoryView?
    weak var router: SpyHistoryRouter?
    var presenter: (any HistoryPresenting)?
    do {
      let strongView = SpyHistoryView()
      let strongRouter = SpyHistoryRouter()
      presenter = HistoryModule.build(
        view: strongView, router: strongRouter, dependencies: dependencies())
      view = strongView
      router = strongRouter
    }
    #expect(presenter != nil)
    #expect(view == nil)
    #expect(router == nil)
  }
}
