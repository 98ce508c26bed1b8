import Domain
import Foundation
import History
import Testing

@Suite @MainActor struct HistoryDocumentTests {
  @Test func theDocumentListsQueriesWithISO8601TimesAndTheirKinds() async throws {
    let screen = try await HistoryFixtures.screen(
      searches: [("Abbey Road", 0), ("Kind of Blue", 90.5)], kinds: ["Kind of Blue": .track])
    await screen.presenter.viewDidLoad()
    let document = try #require(screen.view.last?.document)

    let json = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(document))

    let object = try #require(json as? [String: Any])
    #expect(Set(object.keys) == ["entries"])
    let entries = try #require(object["entries"] as? [[String: String]])
    #expect(
      entries == [
        ["query": "Abbey Road", "searchedAt": "2026-09-21T14:13:20Z", "kind": "album"],
        ["query": "Kind of Blue", "searchedAt": "2026-09-21T14:11:49Z", "kind": "track"],
      ])
  }

  @Test func theViewModelRoundTripsThroughJSON() async throws {
    let screen = try await HistoryFixtures.screen(searches: [("Abbey Road", 60)])
    await screen.presenter.viewDidLoad()
    let shown = try #require(screen.view.last)

    let decoded = try JSONDecoder().decode(
      HistoryViewModel.self, from: try JSONEncoder().encode(shown))

    #expect(decoded == shown)
  }
}
