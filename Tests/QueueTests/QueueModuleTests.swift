import Domain
import InMemoryPorts
import Playback
import PlaybackModel
import Queue
import TestSupport
import Testing

@Suite @MainActor struct QueueModuleTests {
  @Test func theQueueScreenGoesAwayWithItsViewAndRouterWhileThePlaybackGoesOn() async throws {
    let playback = QueuedPlayback(player: FakePreviewPlayer(allowingPlayback: true))
    await playback.play(QueueEntry.entries(of: threeTrackAlbum), startingAt: 0)
    let dependencies = QueueDependencies(
      currentUser: try await InMemoryAccounts.withSignedInUser().accounts,
      catalog: FakeCatalog(), session: playback, language: .en)

    await expectDeallocated(
      view: SpyQueueView.init, router: SpyQueueRouter.init,
      build: { QueueModule.build(view: $0, router: $1, dependencies: dependencies) },
      load: { presenter, view in
        await presenter.viewDidLoad()
        #expect(view.last?.rows.count == 3)
      })
    #expect(await playback.snapshot().state == .playing)
  }

  @Test func ownCatalogsAreComplete() {
    PhraseCatalog.expectComplete(QueuePhrase.self)
  }
}
