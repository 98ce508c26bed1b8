import Domain
import Foundation
import InMemoryPorts
import Library
import TestSupport
import Testing

@Suite struct LibraryInteractorTests {
  @Test func everyCallTouchesOnlyTheSignedInUsersAlbums() async throws {
    let (accounts, ivan) = try await InMemoryAccounts.withSignedInUser()
    let library = InMemorySavedAlbums(allowingUse: true)
    let other = User.ID(rawValue: ivan.id.rawValue + 100)
    _ = try await library.save(
      LibraryFixtures.album(1, "Theirs"), for: other, at: LibraryFixtures.now)
    let interactor = LibraryInteractor(
      dependencies: LibraryDependencies(
        currentUser: accounts, savedAlbums: library,
        clock: FixedClock(Date(timeIntervalSince1970: 0)), language: .en))

    #expect(try await interactor.albums() == [])
    #expect(try await interactor.remove(albumID: 1) == nil)
    let added = try await interactor.add([
      SavedAlbum(album: LibraryFixtures.album(1, "Mine"), savedAt: LibraryFixtures.now)
    ])

    #expect(added.map(\.album.title) == ["Mine"])
    #expect(try await interactor.albums().map(\.album.title) == ["Mine"])
    #expect(await library.savedAlbums(for: other).map(\.album.title) == ["Theirs"])
  }

  @Test func nobodySignedInIsRefusedBeforeTheStoreIsAsked() async throws {
    let interactor = LibraryInteractor(
      dependencies: LibraryDependencies(
        currentUser: InMemoryAccounts(allowingUse: true),
        savedAlbums: InMemorySavedAlbums(allowingUse: false),
        clock: FixedClock(Date(timeIntervalSince1970: 0)), language: .en))

    await #expect(throws: MusicLibraryError.notSignedIn) { try await interactor.albums() }
    await #expect(throws: MusicLibraryError.notSignedIn) {
      try await interactor.remove(albumID: 1)
    }
  }
}
