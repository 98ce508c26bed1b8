import Domain
import Foundation
import InMemoryPorts
import MediaDetail
import TestSupport
import Testing

/// An item served stale from the answer store says how old it is, on its page and in JSON,
/// without asking for the artist's other albums; a fresh one says nothing.
@Suite @MainActor struct MediaDetailStaleTests {
  static let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)

  func page(from source: AnswerSource) async throws -> (MediaDetailViewModel, FakeCatalog) {
    let (accounts, _) = try await InMemoryAccounts.withSignedInUser()
    let view = SpyMediaDetailView()
    let router = SpyMediaDetailRouter()
    let fake = FakeCatalog(
      media: [MediaDetailPresenterTests.song], artistAlbums: MediaDetailPresenterTests.albums)
    let presenter = MediaDetailModule.build(
      id: 101, view: view, router: router,
      dependencies: MediaDetailDependencies(
        currentUser: accounts, catalog: SourcedCatalog(fake, source: source),
        filters: InMemoryMediaFilters(), language: .en))
    await presenter.viewDidLoad()
    return (try #require(view.last), fake)
  }

  func object(_ document: MediaDetailDocument?) throws -> [String: Any] {
    let document = try #require(document)
    return try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(document)) as? [String: Any])
  }

  @Test func aStaleItemShowsItsAgeAndItsDocumentSaysSo() async throws {
    let age = AnswerAge(
      fetchedAt: Self.fetchedAt, servedAt: Self.fetchedAt + 3 * 3600,
      timeZone: TimeZone(identifier: "UTC")!, reason: .serverError)
    let (shown, fake) = try await page(from: .stale(age))
    #expect(shown.age == "Saved 3 hours ago — the music catalog is unavailable")
    #expect(shown.content?.title == "Группа крови")
    let object = try object(shown.document)
    #expect(object["stale"] as? Bool == true)
    #expect(object["fetchedAt"] as? String == "2027-01-15T08:00:00Z")
    #expect(object["contentRating"] is NSNull, "the other keys are still written")
    #expect(
      fake.calls == [.mediaItem(id: 101, country: "US")],
      "the catalog could not answer: the other albums are not asked for")
  }

  @Test func aFreshItemHasNoAgeAndNoStaleKeys() async throws {
    let (shown, fake) = try await page(from: .fresh(fetchedAt: Self.fetchedAt))
    #expect(shown.age == nil)
    let object = try object(shown.document)
    #expect(object["stale"] == nil)
    #expect(object["fetchedAt"] == nil)
    #expect(fake.calls.count == 2, "the item and its artist's other albums")
  }
}
