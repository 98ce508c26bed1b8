import Foundation
import TestSupport
import Testing

/// `musiclib item ID` through the built binary against fake-itunes: each kind's page, the
/// artist's other albums, HTML descriptions as text, hostile catalog text, not found.
@Suite(.endToEnd) final class MediaItemEndToEndTests: EndToEndFixture {
  struct Document: Decodable {
    struct Album: Decodable, Equatable {
      let id: Int64
      let title: String
      let year: Int?
    }
    let id: Int64
    let kind: String
    let title: String
    let artist: String?
    let artistURL: String?
    let storeURL: String?
    let genres: [String]
    let releaseDate: String?
    let durationSeconds: Int?
    let explicit: Bool?
    let contentRating: String?
    let description: String?
    let rating: Double?
    let ratingCount: Int?
    let fileSizeBytes: Int64?
    let artworkURL: String?
    let otherAlbums: [Album]
  }

  func page(_ id: String) async throws -> Document {
    let result = try await app.run(["item", id, "--json"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    return try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8))
  }

  @Test func aSongsPageListsItsArtistsOtherAlbumsWhichOpen() async throws {
    let song = try await page("1590003001")

    #expect(song.kind == "song")
    #expect(song.title == "WWW")
    #expect(song.explicit == true)
    #expect(song.otherAlbums.map(\.title) == ["Аврора", "Для миллионов"], "its own album left out")
    #expect(
      song.otherAlbums.first == Document.Album(id: 1_590_000_031, title: "Аврора", year: 2007))
    let requests = try await app.run(["item", "1590003001", "--lang", "ru"])
    // One-shot pages name the command that opens each album, not the screen's a1, a2.
    #expect(
      requests.stdout.contains("Другие альбомы: Ленинград\n1. Аврора · 2007 · album 1590000031"),
      "\(requests.stdout)")
    let album = try await app.run(["album", "1590000001"])
    #expect(album.exitCode == 0, "\(album.stderr)")
    #expect(album.stdout.contains("Page  https://music.apple.com/ru/album/1590000001?uo=4"))
    #expect(
      album.stdout.contains(
        "Other albums by Кино\n  1. Звезда по имени Солнце · 1989 · album 1590000005"),
      "\(album.stdout)")
    #expect(!album.stdout.contains("a1"), "no screen hint in one-shot output")
  }

  @Test func aMovieAndAnEBookWithTheirDescriptionsAsText() async throws {
    let movie = try await page("265250067")
    let book = try await app.run(["item", "1590002001", "--lang", "ru"])
    let bookDocument = try await page("1590002002")

    #expect(movie.kind == "movie")
    #expect(movie.contentRating == "G")
    #expect(movie.artistURL == "https://itunes.apple.com/us/studio/pixar/id81758682?uo=4")
    #expect(movie.otherAlbums.isEmpty)
    #expect(book.exitCode == 0, "\(book.stderr)")
    #expect(book.stdout.contains("Автор"))
    #expect(book.stdout.contains("★ 4,5 · 1\u{A0}234"))
    #expect(book.stdout.contains("«Мастер и Маргарита» — роман Михаила Булгакова.\n\nМосква"))
    #expect(book.stdout.contains("Воланд & его свита.\u{A0}Рукописи не горят!"))
    #expect(!book.stdout.contains("<b>") && !book.stdout.contains("&amp;"))
    #expect(
      bookDocument.description
        == "Tolstoy's epic of Russia in the Napoleonic wars.\n\nTranslated by Louise & Aylmer Maude."
    )
    #expect(bookDocument.fileSizeBytes == 3_407_872)
  }

  @Test func hostileCatalogTextNeverReachesTheTerminalRaw() async throws {
    let text = try await app.run(["item", "1590002077"])

    #expect(text.exitCode == 0, "\(text.stderr)")
    #expect(
      !text.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\u{9B}" })
    #expect(text.stdout.contains("Terminal Trap Book"))
  }

  @Test func theInteractiveAppSearchesMediaOpensAPageAndFollowsAnOtherAlbum() async throws {
    let script = [
      "", "filters", "media ebook", "back", "media мастер", "1", "back", "filters", "media music",
      "back", "ленинград", "1", "1", "back", "back", "quit",
    ]
    let result = try await app.run([], input: script.joined(separator: "\n") + "\n")

    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("1. Мастер и Маргарита — Михаил Булгаков · E-book · ★ 4.5 · 1,234"))
    #expect(result.stdout.contains("«Мастер и Маргарита» — роман Михаила Булгакова."))
    #expect(result.stdout.contains("1. WWW [E] — Ленинград · Song · 3:21"))
    #expect(result.stdout.contains("Other albums by Ленинград\n1. Аврора · 2007"))
    #expect(result.stdout.contains("Аврора\nЛенинград · 2007 · Рок"), "the other album opened")
  }

  @Test func nothingWithTheIdIsExit66() async throws {
    let missing = try await app.run(["item", "1590009999"])
    let untitled = try await app.run(["item", "1590002097"])
    let json = try await app.run(["item", "1590009999", "--json"])

    #expect(missing.exitCode == 66)
    #expect(missing.stderr.contains("No song, movie or e-book with this id was found"))
    #expect(untitled.exitCode == 66, "an item without a title is an error, not an empty page")
    #expect(json.stdout.contains("\"notFound\""))
  }
}
