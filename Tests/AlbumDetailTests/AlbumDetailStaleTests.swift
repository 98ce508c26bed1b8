import AlbumDetail
import Domain
import Foundation
import InMemoryPorts
import TestSupport
import Testing

/// An album served stale from the answer store says how old it is, on screen and in JSON.
@Suite @MainActor struct AlbumDetailStaleTests {
  static let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func aStaleAlbumShowsItsAgeAndItsDocumentSaysSo() async throws {
    let album = AlbumDetailFixtures.album(id: 42, tracks: [AlbumDetailFixtures.track(1)])
    let age = AnswerAge(
      fetchedAt: Self.fetchedAt, servedAt: Self.fetchedAt + 2 * 86_400,
      timeZone: TimeZone(identifier: "UTC")!, reason: .offline)
    let screen = try await AlbumDetailFixtures.screen(
      albumID: 42, catalog: SourcedCatalog(FakeCatalog(albums: [album]), source: .stale(age)),
      language: .ru)
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.age == "Сохранено 2 дня назад — нет сети")
    let document = try #require(screen.view.last?.document)
    let object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(document)) as? [String: Any])
    #expect(object["stale"] as? Bool == true)
    #expect(object["fetchedAt"] as? String == "2027-01-15T08:00:00Z")
    #expect(object["genre"] != nil, "the other keys are still written")
  }

  @Test func aFreshAlbumHasNoAge() async throws {
    let album = AlbumDetailFixtures.album(id: 42, tracks: [AlbumDetailFixtures.track(1)])
    let screen = try await AlbumDetailFixtures.screen(
      albumID: 42,
      catalog: SourcedCatalog(
        FakeCatalog(albums: [album]), source: .fresh(fetchedAt: Self.fetchedAt)))
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.age == nil)
    #expect(screen.view.last?.document?.stale == nil)
  }
}
