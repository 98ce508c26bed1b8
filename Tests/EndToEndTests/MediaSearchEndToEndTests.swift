import Foundation
import TestSupport
import Testing

/// `musiclib search --media` through the built binary against fake-itunes: movies and e-books
/// in both languages, the user's filters filling what is not given, catalog errors as for albums.
@Suite(.endToEnd) final class MediaSearchEndToEndTests: EndToEndFixture {
  struct Document: Decodable {
    struct Item: Decodable {
      let id: Int64
      let kind: String
      let title: String
      let artist: String?
      let explicit: Bool?
      let genre: String?
      let releaseDate: String?
      let durationSeconds: Int?
      let rating: Double?
      let ratingCount: Int?
      let artworkURL: String?
    }
    let query: String
    let media: String
    let items: [Item]
  }

  func search(_ arguments: [String]) async throws -> Document {
    let result = try await app.run(["search"] + arguments + ["--json"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    return try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8))
  }

  @Test func moviesAndEBooksInBothLanguages() async throws {
    let movies = try await search(["брат", "--media", "movie"])
    let english = try await search(["ratatouille", "--media", "movie"])
    let books = try await search(["war", "and", "peace", "--media", "ebook"])

    #expect(movies.media == "movie")
    #expect(movies.items.map(\.title) == ["Брат", "Брат 2"], "the music video is left out")
    #expect(movies.items.first?.releaseDate == "1997-12-12")
    #expect(movies.items.first?.genre == "Драма")
    #expect(english.items.first?.durationSeconds == 6689)
    #expect(books.items.map(\.title) == ["War and Peace"], "the audiobook is left out")
    #expect(books.items.first?.rating == 4)
    #expect(books.items.first?.ratingCount == 56789)
    #expect(books.items.first?.explicit == nil)

    let text = try await app.run(["search", "мастер", "--media", "ebook", "--lang", "ru"])
    #expect(text.exitCode == 0, "\(text.stderr)")
    #expect(text.stdout.contains("1. Мастер и Маргарита — Михаил Булгаков · Электронная книга"))
    #expect(text.stdout.contains("★ 4,5 · 1\u{A0}234"))
    #expect(
      text.stdout.contains("1\u{A0}234 · item 1590002001\n"),
      "the row ends with the command that opens it")
  }

  @Test func theSavedFiltersFillWhatIsNotGiven() async throws {
    let set = try await app.run(["filters", "--explicit", "no", "--country", "RU", "--limit", "7"])
    #expect(set.exitCode == 0, "\(set.stderr)")

    let clean = try await search(["ленинград", "--media", "music"])
    let all = try await search(["ленинград", "--media", "music", "--explicit", "yes"])

    #expect(clean.items.map(\.title) == ["Мне бы в небо"])
    #expect(all.items.map(\.title) == ["WWW", "Мне бы в небо"])
    let queries = try await server.recordedRequests().map(\.query).filter {
      $0.contains("entity=song")
    }
    #expect(
      queries.first
        == "term=%D0%BB%D0%B5%D0%BD%D0%B8%D0%BD%D0%B3%D1%80%D0%B0%D0%B4&media=music&entity=song"
        + "&explicit=No&limit=7&country=RU")
    let albums = try await app.run(["search", "ленинград", "--json"])
    #expect(albums.stdout.contains("\"albums\""), "without --media the album search is as it was")
  }

  @Test func catalogFailuresAndBadValuesEndAsForAlbums() async throws {
    let unavailable = try await app.run(
      ["search", "брат", "--media", "movie"],
      environment: ["MUSICLIB_API_URL": server.baseURL(fault: "status:503").absoluteString])
    let limited = try await app.run(
      ["search", "брат", "--media", "movie", "--json"],
      environment: ["MUSICLIB_API_URL": server.baseURL(fault: "status:429").absoluteString])
    let badMedia = try await app.run(["search", "брат", "--media", "podcast"])

    #expect(unavailable.exitCode == 69)
    #expect(unavailable.stderr.contains("The music catalog is unavailable (HTTP 503)"))
    #expect(limited.exitCode == 75)
    #expect(limited.stdout.contains("\"rateLimited\""))
    #expect(badMedia.exitCode == 2)
  }
}
