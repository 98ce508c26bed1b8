import AlbumDetail
import Domain
import InMemoryPorts
import TestSupport
import Testing

@Suite struct AlbumDetailInteractorTests {
  private func interactor(
    _ catalog: FakeCatalog, accounts: InMemoryAccounts? = nil, country: String = "US"
  ) async throws -> AlbumDetailInteractor {
    let signedIn = try await InMemoryAccounts.withSignedInUser().accounts
    return AlbumDetailInteractor(
      dependencies: AlbumDetailDependencies(
        currentUser: accounts ?? signedIn, catalog: catalog,
        savedAlbums: InMemorySavedAlbums(allowingUse: false),
        clock: FixedClock(AlbumDetailFixtures.savedAt), language: .en, country: country))
  }

  @Test func loadsTheAlbumFromTheConfiguredCountry() async throws {
    let album = AlbumDetailFixtures.album(id: 5, tracks: [AlbumDetailFixtures.track(1)])
    let catalog = FakeCatalog(albums: [album])
    let found = try await interactor(catalog, country: "GB").album(id: 5)
    #expect(found == CatalogAnswer(album, source: .network))
    #expect(catalog.calls == [.album(id: 5, country: "GB")])
  }

  @Test func anUnknownIdIsNotFound() async throws {
    let sut = try await interactor(FakeCatalog(albums: []))
    await #expect(throws: MusicLibraryError.notFound) { try await sut.album(id: 404) }
  }

  @Test func nobodySignedInIsNotSignedInAndTheCatalogIsNotAsked() async throws {
    let catalog = FakeCatalog()
    let sut = try await interactor(catalog, accounts: InMemoryAccounts(allowingUse: true))
    await #expect(throws: MusicLibraryError.notSignedIn) { try await sut.signedInUser() }
    await #expect(throws: MusicLibraryError.notSignedIn) { try await sut.album(id: 1) }
    #expect(catalog.calls.isEmpty)
  }

  @Test func tracksComeSortedByDiscThenNumber() async throws {
    let order = [(2, 1), (1, 2), (2, 10), (1, 1), (2, 2)]
    let album = AlbumDetailFixtures.album(
      tracks: order.map { AlbumDetailFixtures.track(disc: $0.0, $0.1) })
    let found = try await interactor(FakeCatalog(albums: [album])).album(id: album.id)
    #expect(
      found.value.tracks.map { [$0.disc, $0.number] } == [
        [1, 1], [1, 2], [2, 1], [2, 2], [2, 10],
      ])
  }

  @Test func catalogFailuresPassThrough() async throws {
    let sut = try await interactor(FakeCatalog(failure: MusicLibraryError.timeout))
    await #expect(throws: MusicLibraryError.timeout) { try await sut.album(id: 1) }
  }

  @Test func signOutEndsTheSession() async throws {
    let (accounts, _) = try await InMemoryAccounts.withSignedInUser()
    try await interactor(FakeCatalog(), accounts: accounts).signOut()
    #expect(await accounts.currentUserID() == nil)
  }
}
