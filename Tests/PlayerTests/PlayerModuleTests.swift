import InMemoryPorts
import Playback
import Player
import TestSupport
import Testing

@Suite @MainActor struct PlayerModuleTests {
  private func build(
    _ dependencies: PlayerDependencies
  ) -> (SpyPlayerView, SpyPlayerRouter) -> any PlayerPresenting {
    {
      PlayerModule.build(
        request: .album(id: threeTrackAlbum.id, track: 1, disc: nil), view: $0, router: $1,
        dependencies: dependencies)
    }
  }

  @Test func thePlayerScreenGoesAwayWithItsViewAndRouter() async {
    let dependencies = PlayerDependencies(
      currentUser: InMemoryAccounts(allowingUse: false), catalog: FakeCatalog(),
      playback: QueuedPlayback(player: FakePreviewPlayer()),
      language: .en)
    await expectDeallocated(
      view: SpyPlayerView.init, router: SpyPlayerRouter.init, build: build(dependencies))
  }

  @Test func aPlayingPlayerScreenGoesAwayWithItsViewAndRouterToo() async throws {
    let dependencies = PlayerDependencies(
      currentUser: try await InMemoryAccounts.withSignedInUser().accounts,
      catalog: FakeCatalog(albums: [threeTrackAlbum]),
      playback: QueuedPlayback(player: FakePreviewPlayer(allowingPlayback: true)),
      language: .en)
    await expectDeallocated(
      view: SpyPlayerView.init, router: SpyPlayerRouter.init, build: build(dependencies),
      load: { presenter, view in
        await presenter.viewDidLoad()
        #expect(view.last?.state == .playing)
      })
  }
}
