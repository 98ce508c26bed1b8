import AlbumDetail
import TestSupport
import Testing

@Suite @MainActor struct AlbumDetailModuleTests {
  private func dependencies() -> AlbumDetailDependencies {
    let accounts = InMemoryAccounts()
    return AlbumDetailDependencies(
      currentUser: accounts, catalog: FakeCatalog(), language: .en)
  }

  @Test func thePresenterGoesAwayWithItsView() {
    weak var presenter: (any AlbumDetailPresenting)?
    let router = SpyAlbumDetailRouter()
    do {
      let view = SpyAlbumDetailView()
      view.presenter = AlbumDetailModule.build(
        albumID: 1, view: view, router: router, dependencies: dependencies())
      presenter = view.presenter
      #expect(presenter != nil)
    }
    #expect(presenter == nil)
  }

  @Test func thePresenterKeepsNeitherViewNorRouterAlive() {
    weak var view: SpyAlbumDetailView?
    weak var router: SpyAlbumDetailRouter?
    var presenter: (any AlbumDetailPresenting)?
    do {
      let strongView = SpyAlbumDetailView()
      let strongRouter = SpyAlbumDetailRouter()
      presenter = AlbumDetailModule.build(
        albumID: 1, view: strongView, router: strongRouter, dependencies: dependencies())
      view = strongView
      router = strongRouter
    }
    #expect(presenter != nil)
    #expect(view == nil)
    #expect(router == nil)
  }
}
