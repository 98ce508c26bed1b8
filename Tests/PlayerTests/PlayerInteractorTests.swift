import Domain
import Foundation
import InMemoryPorts
import Playback
import PlaybackModel
import Player
import TestSupport
import Testing

@Suite struct PlayerInteractorTests {
  @Test func theAlbumComesInPlayingOrderFromTheConfiguredCountry() async throws {
    let (accounts, _) = try await InMemoryAccounts.withSignedInUser()
    let catalog = FakeCatalog(albums: [threeTrackAlbum])
    let interactor = PlayerInteractor(
      dependencies: PlayerDependencies(
        currentUser: accounts, catalog: catalog,
        playback: QueuedPlayback(player: FakePreviewPlayer()), language: .en, country: "RU"))

    let album = try await interactor.album(id: 7)

    #expect(album.tracks.map(\.number) == [1, 2, 3])
    #expect(catalog.calls == [.album(id: 7, country: "RU")])
  }

  @Test func anUnknownAlbumIsNotFound() async throws {
    let (accounts, _) = try await InMemoryAccounts.withSignedInUser()
    let interactor = PlayerInteractor(
      dependencies: PlayerDependencies(
        currentUser: accounts, catalog: FakeCatalog(albums: []),
        playback: QueuedPlayback(player: FakePreviewPlayer()), language: .en, country: "US"))
    await #expect(throws: MusicLibraryError.notFound) { _ = try await interactor.album(id: 1) }
  }

  @Test func playbackGoesToTheRunsSession() async throws {
    let player = FakePreviewPlayer(allowingPlayback: true)
    let interactor = PlayerInteractor(
      dependencies: PlayerDependencies(
        currentUser: InMemoryAccounts(allowingUse: true), catalog: FakeCatalog(),
        playback: QueuedPlayback(player: player), language: .en, country: "US"))

    await interactor.play(QueueEntry.entries(of: threeTrackAlbum), startingAt: 2)
    await interactor.toggle()
    await interactor.toggle()
    #expect(await interactor.previous())
    await interactor.cycleRepeat()
    await interactor.toggleShuffle()
    await interactor.stop()

    let snapshot = await interactor.snapshot()
    #expect(snapshot.queue.repeatMode == .all)
    #expect(snapshot.queue.isShuffled)
    #expect(snapshot.state == .idle)
    #expect(
      await player.calls == [
        .load("https://p/3.m4a"), .pause, .resume, .stop, .stop,
      ])
  }
}
