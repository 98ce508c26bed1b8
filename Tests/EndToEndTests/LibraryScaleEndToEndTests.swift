import Foundation
import TestSupport
import Testing

/// A library of 10,000 albums through the built binary: listed in each language's collation,
/// a page at a time, narrowed by a filter; an import of 10,000 albums refused at its last album
/// leaves the library as it was.
@Suite(.endToEnd) final class LibraryScaleEndToEndTests: EndToEndFixture {
  let file: URL

  init() async throws {
    file = FileManager.default.temporaryDirectory
      .appendingPathComponent("musiclib-library-scale-\(UUID().uuidString).json")
    try await super.init()
  }

  deinit {
    try? FileManager.default.removeItem(at: file)
  }

  static let count = 10_000

  /// Album `number`'s title: odd numbers Latin, even ones Cyrillic, in three spellings each
  /// (case and accents differ), so the number alone orders each script's albums.
  static func title(_ number: Int) -> String {
    let spellings = number % 2 == 1 ? ["Album", "ÁLBUM", "album"] : ["Альбом", "АЛЬБОМ", "альбом"]
    return "\(spellings[(number / 2) % 3]) \(number)"
  }

  static func id(_ number: Int) -> Int64 { Int64(100_000 + number) }

  /// A library file of albums `numbers`; `outOfBounds` gets a disc 0.
  static func libraryFile(_ numbers: ClosedRange<Int>, outOfBounds: Int? = nil) -> Data {
    let albums = numbers.map { number in
      """
      {"id":\(id(number)),"title":"\(title(number))","artist":"Artist","year":null,\
      "genre":null,"artwork":null,"trackCount":1,"savedAt":"2026-01-01T00:00:00.000Z",\
      "tracks":[{"disc":\(number == outOfBounds ? 0 : 1),"number":1,"title":"One",\
      "durationSeconds":60,"previewURL":null}]}
      """
    }
    return Data(
      (#"{"format":"musiclib-library","version":1,"albums":["#
        + albums.joined(separator: ",") + "]}").utf8)
  }

  /// The ids `library ARGUMENTS --json` lists in `language`.
  func listed(_ arguments: [String], language: String = "en") async throws -> [Int64] {
    let result = try await app.run(
      ["library"] + arguments + ["--json"], environment: ["MUSICLIB_LANG": language])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let albums = object?["albums"] as? [[String: Any]] ?? []
    return albums.compactMap { ($0["id"] as? NSNumber)?.int64Value }
  }

  @Test(.takesLong) func tenThousandAlbumsListInEachLanguagesOrderByPagesAndFilters() async throws {
    try Self.libraryFile(1...Self.count).write(to: file)
    let imported = try await app.run(["library", "--import", file.path, "--json"])
    #expect(imported.exitCode == 0, "\(imported.stderr)")
    let latin = stride(from: 1, through: Self.count, by: 2).map(Self.id)
    let cyrillic = stride(from: 2, through: Self.count, by: 2).map(Self.id)

    // English puts the Latin alphabet first, Russian the Cyrillic; numbers go by value.
    let english = latin + cyrillic
    let russian = cyrillic + latin
    await #expect(try listed([]) == english)
    await #expect(try listed([], language: "ru") == russian)

    await #expect(
      try listed(["--offset", "4990", "--limit", "20"]) == Array(english[4_990..<5_010]))
    await #expect(
      try listed(["--offset", "4990", "--limit", "20"], language: "ru")
        == Array(russian[4_990..<5_010]))
    await #expect(try listed(["--offset", "9999"]) == [english[9_999]])
    await #expect(try listed(["--offset", "20000"]) == [])

    // Case and accents ignored: every spelling of "album 12…", none of the Cyrillic ones.
    let twelve = stride(from: 1, through: Self.count, by: 2)
      .filter { String($0).hasPrefix("12") }.map(Self.id)
    await #expect(try listed(["ALBUM 12"]) == twelve)
    await #expect(try listed(["álbum 12"], language: "ru") == twelve)
    await #expect(
      try listed(["álbum 12", "--offset", "3", "--limit", "5"]) == Array(twelve[3..<8]))
    let cyrillicTwelve = stride(from: 2, through: Self.count, by: 2)
      .filter { String($0).hasPrefix("12") }.map(Self.id)
    await #expect(try listed(["альбом 12"], language: "ru") == cyrillicTwelve)

    let page = try await app.run(["library", "--offset", "1", "--limit", "2"])
    #expect(page.exitCode == 0, "\(page.stderr)")
    #expect(page.stdout.contains("2. ÁLBUM 3 — Artist · 1 track · unknown year · album 100003"))
    #expect(page.stdout.contains("3. album 5 — Artist"))
    #expect(!page.stdout.contains("Album 1 "))
  }

  @Test(.takesLong) func anImportOfTenThousandAlbumsRefusedAtItsLastLeavesTheLibraryAsItWas()
    async throws
  {
    try Self.libraryFile(1...2).write(to: file)
    #expect(try await app.run(["library", "--import", file.path]).exitCode == 0)
    let before = try await listed([])
    #expect(before == [Self.id(1), Self.id(2)])

    try Self.libraryFile(3...(Self.count + 2), outOfBounds: Self.count + 2).write(to: file)
    let refused = try await app.run(["library", "--import", file.path])

    #expect(refused.exitCode == 65, "\(refused.stderr)")
    #expect(refused.stderr.contains("tracks[0].disc"))
    await #expect(try listed([]) == before)
    let rows = try await LibraryFile(of: app).database.read { transaction in
      try transaction.query(
        """
        SELECT (SELECT count(*) FROM saved_albums), (SELECT count(*) FROM saved_album_listings)
        """
      ) { [$0.int64(0), $0.int64(1)] }
    }
    #expect(rows == [[2, 2]])
  }

  @Test func aPageOrAFilterOfAFileIsAUsageError() async throws {
    let paged = try await app.run(["library", "--export", file.path, "--limit", "5"])
    #expect(paged.exitCode == 2)
    #expect(try await app.run(["library", "--import", file.path, "abbey"]).exitCode == 2)
    #expect(try await app.run(["library", "--limit", "0"]).exitCode == 2)
    #expect(try await app.run(["library", "--offset", "-1"]).exitCode == 2)
    #expect(
      try await app.run(["library", "--limit", "5000"]).exitCode == 0, "not a search's limit")
  }
}
