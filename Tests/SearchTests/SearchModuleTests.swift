import Foundation
import Search
import TestSupport
import Testing

@Suite @MainActor struct SearchModuleTests {
  private func dependencies() -> SearchDependencies {
    let accounts = InMemoryAccounts()
    return SearchDependencies(
      currentUser: accounts, catalog: FakeCatalog(), history: InMemorySearchHistory(),
      clock: FixedClock(Date(timeIntervalSince1970: 0)), language: .en)
  }

  @Test func thePresenterGoesAwayWithItsView() {
    weak var presenter: (any SearchPresenting)?
    let router = SpySearchRouter()
    do {
      let view = SpySearchView()
      view.presenter = SearchModule.build(
        view: view, router: router, dependencies: dependencies())
      presenter = view.presenter
      #expect(presenter != nil)
    }
    #expect(presenter == nil)
  }

  @Test func thePresenterKeepsNeitherViewNorRouterAlive() {
    weak var view: SpySearchView?
    weak var router: SpySearchRouter?
    var presenter: (any SearchPresenting)?
    do {
      let strongView = SpySearchView()
      let strongRouter = SpySearchRouter()
      presenter = SearchModule.build(
        view: strongView, router: strongRouter, dependencies: dependencies())
      view = strongView
      router = strongRouter
    }
    #expect(presenter != nil)
    #expect(view == nil)
    #expect(router == nil)
  }
}
