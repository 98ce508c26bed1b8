import Foundation
import TestSupport
import Testing

/// Media searches and item pages in the answer store (the same suite: the built binary against
/// Tools/fake-itunes, counting the requests it receives).
extension AnswerStoreEndToEndTests {
  @Test func aSecondIdenticalMediaSearchOrItemWithinTheMaxAgeSendsNoRequest() async throws {
    let first = try await app.run(["search", "брат", "--media", "movie", "--json"])
    let second = try await app.run(["search", "Брат", "--media", "movie", "--json"])
    #expect(first.exitCode == 0 && second.exitCode == 0, "\(second.stderr)")
    #expect(
      first.stdout.replacingOccurrences(of: "\"брат\"", with: "\"Брат\"") == second.stdout,
      "the stored answer is the same answer, for the query as typed")
    await #expect(try json(second.stdout)["stale"] == nil, "a fresh answer is not marked")
    #expect(try await server.catalogRequests().map(\.path) == ["/search"])
    _ = try await app.run(["search", "брат", "--media", "movie", "--explicit", "no"])
    #expect(try await server.catalogRequests().count == 2, "other filters ask another question")

    let page = try await app.run(["item", "1590003001", "--json"])
    #expect(page.exitCode == 0, "\(page.stderr)")
    // The song, then its artist's other albums: both looked up once, then stored.
    #expect(try await server.catalogRequests().count == 4)
    let again = try await app.run(["item", "1590003001", "--json"])
    #expect(again.stdout == page.stdout)
    await #expect(try json(again.stdout)["stale"] == nil)
    #expect(try await server.catalogRequests().count == 4, "the second page asks nothing")

    _ = try await app.run(["item", "1590003001", "--refresh"])
    _ = try await app.run(["search", "брат", "--media", "movie", "--max-age", "0"])
    #expect(try await server.catalogRequests().count == 7, "--refresh and --max-age 0 ask again")
  }

  @Test(.stopsTheCatalog) func withTheServerStoppedSeenMediaAnswerWithTheirAge() async throws {
    #expect(try await app.run(["search", "мастер", "--media", "ebook"]).exitCode == 0)
    #expect(try await app.run(["item", "265250067"]).exitCode == 0)
    server.stop()

    let search = try await app.run([
      "search", "мастер", "--media", "ebook", "--lang", "ru", "--max-age", "0",
    ])
    #expect(search.exitCode == 0, "\(search.stderr)")
    #expect(search.stdout.contains("Сохранено только что — нет сети"))
    #expect(search.stdout.contains("1. Мастер и Маргарита — Михаил Булгаков"))
    let document = try await json(
      try await app.run(
        ["search", "мастер", "--media", "ebook", "--json"],
        environment: ["MUSICLIB_MAX_AGE": "0"]
      ).stdout)
    #expect(document["stale"] as? Bool == true)
    #expect(document["media"] as? String == "ebook")
    let fetchedAt = try #require(document["fetchedAt"] as? String)
    #expect(try Date(fetchedAt, strategy: .iso8601) <= Date())

    let item = try await app.run(["item", "265250067", "--max-age", "0"])
    #expect(item.exitCode == 0, "\(item.stderr)")
    #expect(item.stdout.contains("Saved just now — offline"))
    let itemDocument = try await json(
      try await app.run(["item", "265250067", "--max-age", "0", "--json"]).stdout)
    #expect(itemDocument["stale"] as? Bool == true)
    #expect(itemDocument["fetchedAt"] is String)
    #expect(itemDocument["contentRating"] as? String == "G")
    let offline = try await json(
      try await app.run(["item", "265250067", "--offline", "--json"]).stdout)
    #expect(offline["stale"] == nil, "young enough: served fresh from the store")
    #expect(offline["title"] as? String == itemDocument["title"] as? String)
  }

  @Test(.stopsTheCatalog) func theInteractiveMediaScreensShowTheAgeOfWhatTheyServeStale()
    async throws
  {
    let script =
      ["", "filters", "media ebook", "back", "media мастер", "1", "back", "quit"]
      .joined(separator: "\n") + "\n"
    #expect(try await app.run(["--lang", "en"], input: script).exitCode == 0)
    server.stop()

    let stale = try await app.run(["--max-age", "0", "--lang", "en"], input: script)

    #expect(stale.exitCode == 0, "\(stale.stderr)")
    #expect(stale.stdout.contains("1. Мастер и Маргарита — Михаил Булгаков · E-book"))
    #expect(stale.stdout.contains("Мастер и Маргарита\nSaved just now — offline\n"), "the page")
    // The results, the page, and the results again after back.
    #expect(
      stale.stdout.components(separatedBy: "Saved just now — offline").count == 4,
      "\(stale.stdout)")
  }

  @Test func anAlbumFromTheStoreKeepsItsPageAndItsArtistsOtherAlbums() async throws {
    let first = try await app.run(["album", "1590000001"])
    let stored = try await app.run(["album", "1590000001"])
    #expect(stored.exitCode == 0, "\(stored.stderr)")
    #expect(stored.stdout == first.stdout)
    #expect(stored.stdout.contains("Page  https://music.apple.com/ru/album/1590000001?uo=4"))
    #expect(stored.stdout.contains("  1. Звезда по имени Солнце · 1989 · album 1590000005"))
    #expect(try await server.catalogRequests().count == 2, "the second album asks nothing")
  }

  @Test func offlineWithNoMediaStoredExits69AndSendsNothing() async throws {
    let search = try await app.run(["search", "брат", "--media", "movie", "--offline"])
    #expect(search.exitCode == 69)
    #expect(search.stderr.contains("Offline, and nothing is saved for this yet"))
    let item = try await app.run(["item", "265250067", "--offline", "--json"])
    #expect(item.exitCode == 69)
    #expect(item.stdout.contains("\"code\" : \"notStoredOffline\""))
    #expect(try await server.catalogRequests().isEmpty)
  }

  @Test func theCacheCountsMediaAnswersAndClearDropsThem() async throws {
    _ = try await app.run(["search", "брат", "--media", "movie"])
    _ = try await app.run(["item", "265250067"])
    await #expect(try json(try await app.run(["cache", "--json"]).stdout)["entries"] as? Int == 2)
    #expect(try await app.run(["cache", "--clear"]).exitCode == 0)
    #expect(try await app.run(["search", "брат", "--media", "movie", "--offline"]).exitCode == 69)
    #expect(try await app.run(["item", "265250067", "--offline"]).exitCode == 69)
  }
}
