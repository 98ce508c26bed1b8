import Foundation
import TestSupport
import Testing

/// The store of catalog answers through the built binary against Tools/fake-itunes, counting
/// the requests it receives.
@Suite(.endToEnd) final class AnswerStoreEndToEndTests: EndToEndFixture {
  /// `text` parsed as a JSON object.
  func json(_ text: String) async throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func aSecondIdenticalSearchOrAlbumWithinTheMaxAgeSendsNoRequest() async throws {
    let first = try await app.run(["search", "beatles", "--json"])
    let second = try await app.run(["search", "Beatles", "--json"])
    #expect(first.exitCode == 0 && second.exitCode == 0, "\(second.stderr)")
    await #expect(try json(second.stdout)["albums"] as? [[String: Any]] != nil)
    await #expect(try json(second.stdout)["stale"] == nil, "a fresh answer is not marked")
    #expect(try await server.catalogRequests().map(\.path) == ["/search"])
    _ = try await app.run(["album", "1590000002"])
    // The album, then its artist's other albums: both looked up once, then stored.
    let lookups = try await server.catalogRequests().filter { $0.path == "/lookup" }.count
    #expect(lookups == 2)
    let album = try await app.run(["album", "1590000002"])
    #expect(album.stdout.contains("Disc 2"))
    #expect(
      try await server.catalogRequests().count == 1 + lookups, "the second album asks nothing")

    _ = try await app.run(["search", "beatles", "--refresh"])
    _ = try await app.run(["search", "beatles", "--max-age", "0"])
    #expect(
      try await server.catalogRequests().count == 3 + lookups, "--refresh and --max-age 0 ask again"
    )
  }

  @Test(.stopsTheCatalog) func withTheServerStoppedSeenSearchesAndAlbumsAnswerWithTheirAge()
    async throws
  {
    #expect(try await app.run(["search", "кино", "--lang", "ru"]).exitCode == 0)
    #expect(try await app.run(["album", "1590000001"]).exitCode == 0)
    server.stop()

    let search = try await app.run(["search", "кино", "--lang", "ru", "--max-age", "0"])
    #expect(search.exitCode == 0, "\(search.stderr)")
    #expect(search.stdout.contains("Сохранено только что — нет сети"))
    #expect(search.stdout.contains("Группа крови — Кино · 11 треков · 1988"))
    let document = try await json(
      try await app.run(["search", "кино", "--json"], environment: ["MUSICLIB_MAX_AGE": "0"]).stdout
    )
    #expect(document["stale"] as? Bool == true)
    let fetchedAt = try #require(document["fetchedAt"] as? String)
    #expect(try Date(fetchedAt, strategy: .iso8601) <= Date())

    let album = try await app.run(["album", "1590000001", "--max-age", "0"])
    #expect(album.exitCode == 0, "\(album.stderr)")
    #expect(album.stdout.contains("Saved just now — offline"))
    let albumDocument = try await json(
      try await app.run(["album", "1590000001", "--offline", "--max-age", "0", "--json"]).stdout)
    #expect(albumDocument["stale"] as? Bool == true)
    #expect(albumDocument["fetchedAt"] is String)

    let interactive = try await app.run(
      ["--max-age", "0", "--lang", "en"],
      input: ["", "кино", "1", "back", "quit"].joined(separator: "\n") + "\n")
    #expect(interactive.exitCode == 0, "\(interactive.stderr)")
    // The results, the album, and the results again after back.
    #expect(
      interactive.stdout.components(separatedBy: "Saved just now — offline").count == 4,
      "\(interactive.stdout)")
  }

  @Test func aConnectionClosedWithoutAnAnswerServesTheStoredOne() async throws {
    #expect(try await app.run(["tracks", "кино"]).exitCode == 0)
    let closed = try await app.run(
      ["tracks", "кино", "--max-age", "0", "--json"],
      environment: ["MUSICLIB_API_URL": server.baseURL(fault: "close").absoluteString])
    #expect(closed.exitCode == 0, "\(closed.stderr)")
    await #expect(try json(closed.stdout)["stale"] as? Bool == true)
    let limited = try await app.run(
      ["tracks", "кино", "--max-age", "0"],
      environment: ["MUSICLIB_API_URL": server.baseURL(fault: "status:403").absoluteString])
    #expect(limited.exitCode == 0)
    #expect(limited.stdout.contains("the music catalog limits requests"))
  }

  @Test func offlineWithNothingStoredExits69AndSendsNothing() async throws {
    let text = try await app.run(["search", "beatles", "--offline"])
    #expect(text.exitCode == 69)
    #expect(text.stderr.contains("Offline, and nothing is saved for this yet"))
    let json = try await app.run(["album", "1590000002", "--offline", "--json"])
    #expect(json.exitCode == 69)
    #expect(json.stdout.contains("\"code\" : \"notStoredOffline\""))
    #expect(try await server.catalogRequests().isEmpty)
    #expect(try await app.run(["search", "beatles", "--offline", "--refresh"]).exitCode == 2)
    #expect(try await app.run(["search", "beatles", "--max-age", "-1"]).exitCode == 2)
  }

  @Test func theCacheCommandCountsAndClearsOnlyTheAnswers() async throws {
    #expect(
      try await app.run(["cache", "--lang", "en"]).stdout.contains("No catalog answers are stored"))
    _ = try await app.run(["search", "beatles"])
    _ = try await app.run(["album", "1590000002"])
    let summary = try await json(try await app.run(["cache", "--json"]).stdout)
    // The search, the album and its artist's other albums.
    #expect(summary["entries"] as? Int == 3)
    #expect((summary["bytes"] as? Int ?? 0) > 0)
    #expect(summary["oldestFetchedAt"] is String)
    let text = try await app.run(["cache", "--lang", "en"]).stdout
    #expect(text.hasPrefix("3 stored, about "), "\(text)")
    #expect(text.contains(" KB; the oldest fetched just now"), "\(text)")

    let cleared = try await app.run(["cache", "--clear"])
    #expect(cleared.exitCode == 0)
    #expect(cleared.stdout.contains("Dropped 3 stored catalog answers"))
    #expect(try await app.run(["search", "beatles", "--offline"]).exitCode == 69)
    #expect(try await app.run(["profile"]).exitCode == 0, "the account and session stay")
    #expect(try await app.run(["history", "--json"]).stdout.contains("beatles"))
  }
}
