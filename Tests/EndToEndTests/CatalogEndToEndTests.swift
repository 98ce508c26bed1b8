import Foundation
import TestSupport
import Testing

/// Search and album detail through the built binary against Tools/fake-itunes.
@Suite(.endToEnd) final class CatalogEndToEndTests: EndToEndFixture {
  @Test func interactiveSessionSearchesOpensGoesBackAndOpensAnother() async throws {
    let script = ["", "кино", "1", "back", "2", "back", "quit"].joined(separator: "\n") + "\n"
    let result = try await app.run(["--lang", "ru"], input: script)
    #expect(result.exitCode == 0, "\(result.stderr)")
    let out = result.stdout
    #expect(out.contains("Вы вошли как Anna Smith"))
    #expect(out.contains("1. Группа крови — Кино · 11 треков · 1988"))
    #expect(out.contains("2. Звезда по имени Солнце — Кино · 10 треков · 1989"))
    #expect(out.contains("  1. Группа крови  4:46"), "the first album's track list")
    let firstList = try #require(out.range(of: "Следи за собой"))
    let backAgain = try #require(
      out.range(of: "найдено: 2 альбома", range: firstList.upperBound..<out.endIndex))
    #expect(
      out[backAgain.upperBound...].contains("Звезда по имени Солнце\n"), "the second album opened")
  }

  @Test func searchSubcommandSortsAndPrintsJSON() async throws {
    let result = try await app.run(["search", "Album", "--json"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(document["query"] as? String == "Album")
    let albums = try #require(document["albums"] as? [[String: Any]])
    let titles = albums.compactMap { $0["title"] as? String }
    #expect(Array(titles.prefix(4)) == ["album 1", "Album 2", "ALBUM 3", "Album 10"])
    #expect(
      albums.allSatisfy {
        Set($0.keys) == ["id", "title", "artist", "trackCount", "year", "artworkURL"]
      })
    #expect((albums.first?["artworkURL"] as? String)?.hasSuffix("600x600bb.jpg") == true)

    let text = try await app.run(["search", "the", "beatles"])
    #expect(!text.stderr.contains("⠋") && !text.stderr.contains("\r"), "no spinner off a terminal")
    #expect(
      text.stdout.contains(
        "The Beatles (The White Album) — The Beatles · 32 tracks · 1968 · album 1441133180\n"),
      "piped, the album's id is plain text the next command can take")
  }

  @Test func russianCollationPutsCyrillicFirst() async throws {
    let russian = try await app.run(["search", "Mixed Scripts", "--json", "--lang", "ru"])
    let english = try await app.run(["search", "Mixed Scripts", "--json", "--lang", "en"])
    #expect(russian.exitCode == 0 && english.exitCode == 0)
    func titles(_ json: String) async throws -> [String] {
      let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
      return (object?["albums"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    }
    await #expect(
      try titles(russian.stdout) == ["Mix Азбука", "Mix Ёлка", "mix alpha", "MIX beta"])
    await #expect(
      try titles(english.stdout) == ["mix alpha", "MIX beta", "Mix Азбука", "Mix Ёлка"])
  }

  @Test func albumSubcommandGroupsDiscsAndPrintsJSON() async throws {
    let text = try await app.run(["album", "1590000002"])
    #expect(text.exitCode == 0)
    #expect(text.stdout.contains("Disc 1"))
    #expect(text.stdout.contains("Disc 2"))
    let json = try await app.run(["album", "1590000004", "--json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(document["trackCount"] as? Int == 14)
    #expect((document["tracks"] as? [Any])?.count == 5)
    let partial = try await app.run(["album", "1590000004"])
    #expect(partial.stdout.contains("5 of 14 tracks available"))
    #expect(
      partial.stdout.contains("14 tracks · 18:34 for the 5 listed\n"),
      "the time adds up the songs listed only")
    #expect(partial.stdout.contains("available; not listed as songs: 9 (music videos"))
    #expect(try await app.run(["album", "999"]).exitCode == 66)
  }

  @Test func aCompilationNamesEachTracksArtistInTextAndJSON() async throws {
    let text = try await app.run(["album", "1590000008"])
    #expect(text.exitCode == 0, "\(text.stderr)")
    #expect(text.stdout.contains("Various Artists · 2005"))
    #expect(text.stdout.contains("  1. Город золотой — Аквариум  3:02\n"))
    #expect(text.stdout.contains("  2. Крылья — Наутилус Помпилиус  5:01\n"))
    let json = try await app.run(["album", "1590000008", "--json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let tracks = try #require(document["tracks"] as? [[String: Any]])
    #expect(
      tracks.map { $0["artist"] as? String } == ["Аквариум", "Наутилус Помпилиус", "Сплин"])

    let ordinary = try await app.run(["album", "1590000001"])
    #expect(ordinary.stdout.contains("  1. Группа крови  4:46\n"), "no artist repeated per track")
  }

  @Test(arguments: [
    ("status:400", Int32(65)), ("status:403", 75), ("status:429", 75), ("status:500", 69),
    ("status:503", 69), ("html", 69), ("truncated", 69), ("badjson", 69), ("close", 69),
    ("delay:3", 69),
  ])
  func everyInjectedFaultHasItsExitCodeAndMessage(fault: String, exitCode: Int32) async throws {
    let result = try await app.run(
      ["search", "beatles", "--timeout", "1", "--json"],
      environment: ["MUSICLIB_API_URL": server.baseURL(fault: fault).absoluteString])
    #expect(result.exitCode == exitCode)
    let document =
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let error = try #require(document?["error"] as? [String: String])
    #expect(error["message"]?.isEmpty == false)
  }

  @Test func validationAndEmptyResults() async throws {
    let short = try await app.run(["search", "ab"])
    #expect(short.exitCode == 65)
    #expect(short.stderr.contains("Please enter at least 3 characters for the search"))
    let none = try await app.run(["search", "zzzzzz", "--json"])
    #expect(none.exitCode == 0)
    #expect(none.stdout.contains("\"albums\" : ["))
    #expect(try await app.run(["search", "abc", "--limit", "500"]).exitCode == 2)
    #expect(try await app.run(["search", "abc", "--country", "usa"]).exitCode == 2)
  }

  @Test func ctrlCDuringASlowRequestExits130() async throws {
    let slow = MusiclibProcess(
      dataDirectory: app.dataDirectory,
      environment: ["MUSICLIB_API_URL": server.baseURL(fault: "delay:20").absoluteString])
    let started = Date()
    let result = try await slow.runInterrupted(["search", "beatles", "--timeout", "30"]) {
      try await !server.catalogRequests().isEmpty
    }
    #expect(result.exitCode == 130)
    #expect(Date().timeIntervalSince(started) < 10, "the app must not wait for the server")
  }

  @Test func signedOutUsersCannotSearch() async throws {
    let other = MusiclibProcess(environment: ["MUSICLIB_API_URL": server.baseURL.absoluteString])
    defer { other.removeData() }
    let result = try await other.run(["search", "beatles"])
    #expect(result.exitCode == 77)
  }
}
