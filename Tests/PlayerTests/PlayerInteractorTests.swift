import Domain
import Foundation
import InMemoryPorts
import Player
import TestSupport
import Testing

@Suite struct PlayerInteractorTests {
  @Test func theAlbumComesInPlayingOrderFromTheConfiguredCountry() async throws {
    let (accounts, _) = try await InMemoryAccounts.withSignedInUser()
    let catalog = FakeCatalog(albums: [threeTrackAlbum])
    let interactor = PlayerInteractor(
      dependencies: PlayerDependencies(
        currentUser: accounts, catalog: catalog, player: FakePreviewPlayer(), language: .en,
        country: "RU"))

    let album = try await interactor.album(id: 7)

    #expect(album.tracks.map(\.number) == [1, 2, 3])
    #expect(catalog.calls == [.album(id: 7, country: "RU")])
  }

  @Test func anUnknownAlbumIsNotFound() async throws {
    let (accounts, _) = try await InMemoryAccounts.withSignedInUser()
    let interactor = PlayerInteractor(
      dependencies: PlayerDependencies(
        currentUser: accounts, catalog: FakeCatalog(albums: []), player: FakePreviewPlayer(),
        language: .en, country: "US"))
    await #expect(throws: MusicLibraryError.notFound) { _ = try await interactor.album(id: 1) }
  }

  @Test func playbackGoesToThePlayer() async throws {
    let accounts = InMemoryAccounts(allowingUse: true)
    let player = FakePreviewPlayer(allowingPlayback: true)
    let interactor = PlayerInteractor(
      dependencies: PlayerDependencies(
        currentUser: accounts, catalog: FakeCatalog(), player: player, language: .en,
        country: "US"))

    try await interactor.play(URL(string: "https://p/1.m4a")!)
    try await interactor.pause()
    try await interactor.resume()
    #expect(await interactor.position() != nil)
    await interactor.stop()

    #expect(await player.calls == [.load("https://p/1.m4a"), .pause, .resume, .stop])
  }
}
