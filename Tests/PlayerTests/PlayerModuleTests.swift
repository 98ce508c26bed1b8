import Player
import TestSupport
import Testing

@Suite @MainActor struct PlayerModuleTests {
  private func dependencies() -> PlayerDependencies {
    let accounts = InMemoryAccounts()
    return PlayerDependencies(
      currentUser: accounts, catalog: FakeCatalog(), player: FakePreviewPlayer(),
      language: .en)
  }

  @Test func thePresenterGoesAwayWithItsView() {
    weak var presenter: (any PlayerPresenting)?
    let router = SpyPlayerRouter()
    do {
      let view = SpyPlayerView()
      view.presenter = PlayerModule.build(
        albumID: 1, trackNumber: 1, disc: nil, view: view, router: router,
        dependencies: dependencies())
      presenter = view.presenter
      #expect(presenter != nil)
    }
    #expect(presenter == nil)
  }

  @Test func thePresenterKeepsNeitherViewNorRouterAlive() {
    weak var view: SpyPlayerView?
    weak var router: SpyPlayerRouter?
    var presenter: (any PlayerPresenting)?
    do {
      let strongView = SpyPlayerView()
      let strongRouter = SpyPlayerRouter()
      presenter = PlayerModule.build(
        albumID: 1, trackNumber: 1, disc: nil, view: strongView, router: strongRouter,
        dependencies: dependencies())
      view = strongView
      router = strongRouter
    }
    #expect(presenter != nil)
    #expect(view == nil)
    #expect(router == nil)
  }
}
