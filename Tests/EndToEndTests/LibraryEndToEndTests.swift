import Foundation
import TestSupport
import Testing

/// The library of saved albums through the built binary against Tools/fake-itunes: save, list,
/// remove, export, import into another data directory, and saved albums opening with the server
/// gone.
@Suite(.endToEnd) final class LibraryEndToEndTests: EndToEndFixture {
  let exportFile: URL

  static let kino = "1590000001"
  static let ddt = "1590000002"

  init() async throws {
    exportFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("musiclib-library-\(UUID().uuidString).json")
    try await super.init()
  }

  deinit {
    try? FileManager.default.removeItem(at: exportFile)
  }

  /// The ids and titles `musiclib library --json` lists, in order.
  static func listed(_ app: MusiclibProcess) async throws -> [[String: Any]] {
    let result = try await app.run(["library", "--json"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return object?["albums"] as? [[String: Any]] ?? []
  }

  static func ids(_ app: MusiclibProcess) async throws -> [Int64] {
    try await listed(app).compactMap { ($0["id"] as? NSNumber)?.int64Value }
  }

  @Test func saveListRemoveAndOneLibraryPerUser() async throws {
    let saved = try await app.run(["save", Self.kino])
    #expect(saved.exitCode == 0, "\(saved.stderr)")
    #expect(saved.stdout.contains("Saved “Группа крови” in your library"))
    let json = try await app.run(["save", Self.ddt, "--json"])
    #expect(json.stdout.contains("\"status\" : \"saved\""))
    let again = try await app.run(["save", Self.ddt, "--json"])
    #expect(again.stdout.contains("\"status\" : \"alreadySaved\""))

    let albums = try await Self.listed(app)
    #expect(albums.map { $0["title"] as? String } == ["Группа крови", "Мир номер ноль"])
    #expect(
      Set(albums.first?.keys.map { $0 } ?? []) == [
        "id", "title", "artist", "year", "trackCount", "savedAt",
      ])
    let savedAt = try #require(albums.first?["savedAt"] as? String)
    #expect(try Date.ISO8601FormatStyle().parse(savedAt) <= Date())
    let text = try await app.run(["library"])
    #expect(text.stdout.contains("1. Группа крови — Кино"))
    #expect(text.stdout.contains("just now"))

    #expect(try await app.run(["save", "999"]).exitCode == 66, "an unknown album")
    #expect(try await app.run(["save", "abc"]).exitCode == 2, "a bad id is a usage error")
    #expect(try await app.run(["remove", "-5"]).exitCode == 2)
    #expect(try await app.run(["save"]).exitCode == 2)

    _ = try await app.run(["signout"])
    #expect(try await app.run(["library"]).exitCode == 77)
    try await SignUpArguments.signUpAndIn(app, email: "boris@example.com", firstName: "Boris")
    await #expect(try Self.ids(app) == [], "Boris does not see Anna's albums")
    _ = try await app.run(["signin", "--email", "anna@example.com"], input: "Secret12\n")
    await #expect(try Self.ids(app).count == 2, "sign-out kept them")

    let removed = try await app.run(["remove", Self.kino, "--json"])
    #expect(removed.stdout.contains("\"status\" : \"removed\""))
    let gone = try await app.run(["remove", Self.kino])
    #expect(gone.exitCode == 0)
    #expect(gone.stdout.contains("is not in your library"))
    await #expect(try Self.ids(app) == [Int64(Self.ddt)!])
  }

  @Test(.stopsTheCatalog) func withTheServerGoneASavedAlbumOpensAndTheLibraryLists() async throws {
    _ = try await app.run(["save", Self.kino])
    _ = try await app.run(["album", Self.ddt])
    server.stop()

    let album = try await app.run(["album", Self.kino])
    #expect(album.exitCode == 0, "\(album.stderr)")
    #expect(album.stdout.contains("Группа крови"))
    #expect(album.stdout.contains("Закрой за мной дверь, я ухожу"))
    let json = try await app.run(["album", Self.kino, "--json"])
    #expect(json.stdout.contains("\"id\" : \(Self.kino)"))
    #expect(try await app.run(["album", Self.ddt]).exitCode == 0, "seen, so in the answer store")
    #expect(try await app.run(["album", "1590000099"]).exitCode == 69, "never seen nor saved")
    await #expect(try Self.ids(app) == [Int64(Self.kino)!])
    let interactive = try await app.run([], input: "\nlibrary\n1\nquit\n")
    #expect(interactive.exitCode == 0)
    #expect(interactive.stdout.contains("My library"))
    #expect(interactive.stdout.contains("Закрой за мной дверь, я ухожу"))
  }

  @Test func aSavedAlbumTheCatalogCannotGivePlaysFromTheSavedCopy() async throws {
    _ = try await app.run(["save", Self.kino])
    _ = try await app.run(["cache", "--clear"])

    let play = try await app.run(["play", Self.kino, "1", "--offline"])

    #expect(play.exitCode == 69)
    #expect(play.stdout.contains("Группа крови · Track 1 of 11"), "\(play.stderr)")
    #expect(
      play.stdout.contains("Offline: previews are not downloaded"),
      "the track was found in the saved copy: \(play.stdout)")
  }

  @Test func aServerErrorAlsoOpensTheSavedCopy() async throws {
    _ = try await app.run(["save", Self.kino])
    let failing = ["MUSICLIB_API_URL": server.baseURL(fault: "status:503").absoluteString]
    let album = try await app.run(["album", Self.kino], environment: failing)
    #expect(album.exitCode == 0, "\(album.stderr)")
    #expect(album.stdout.contains("Группа крови"))
  }

  @Test(.stopsTheCatalog) func exportThenImportIntoAnotherDataDirectoryMergesAndReports()
    async throws
  {
    _ = try await app.run(["save", Self.kino])
    _ = try await app.run(["save", Self.ddt])
    let exported = try await app.run(["library", "--export", exportFile.path])
    #expect(exported.exitCode == 0, "\(exported.stderr)")
    #expect(exported.stdout.contains("Exported 2 albums to \(exportFile.path)"))
    let mode = try FileManager.default.attributesOfItem(atPath: exportFile.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
    let file =
      try JSONSerialization.jsonObject(with: Data(contentsOf: exportFile)) as? [String: Any]
    #expect(file?["format"] as? String == "musiclib-library")
    let tracks = (file?["albums"] as? [[String: Any]])?.first?["tracks"] as? [Any]
    #expect(tracks?.count == 11, "the tracks travel with the album")

    let other = MusiclibProcess(environment: app.environment)
    defer { other.removeData() }
    try await SignUpArguments.signUpAndIn(other, email: "vera@example.com", firstName: "Vera")
    _ = try await other.run(["save", Self.ddt])
    let imported = try await other.run(["library", "--import", exportFile.path])
    #expect(imported.exitCode == 0, "\(imported.stderr)")
    #expect(imported.stdout.contains("Added 1 album to your library; 1 already there"))
    #expect(imported.stdout.contains("+ Группа крови — Кино"))
    await #expect(try Self.ids(other).count == 2)
    let twice = try await other.run(["library", "--import", exportFile.path, "--json"])
    #expect(twice.stdout.contains("\"alreadySaved\" : 2"))

    server.stop()
    let offline = try await other.run(["album", Self.kino])
    #expect(offline.exitCode == 0, "an imported album opens offline: \(offline.stderr)")
    #expect(offline.stdout.contains("Закрой за мной дверь, я ухожу"))
  }

  @Test func aMalformedOrMissingFileIsRefusedAndNothingIsLost() async throws {
    _ = try await app.run(["save", Self.kino])
    try Data("{\"format\": \"musiclib-library\", \"version\": 1, \"albums\": [{\"id\": -1}]}".utf8)
      .write(to: exportFile)
    let malformed = try await app.run(["library", "--import", exportFile.path])
    #expect(malformed.exitCode == 65)
    #expect(malformed.stderr.contains("not a musiclib library file"))
    try Data("[1, 2".utf8).write(to: exportFile)
    #expect(try await app.run(["library", "--import", exportFile.path]).exitCode == 65)
    let hostile = """
      {"format": "musiclib-library", "version": 1, "albums": [{"id": 5, "title": "x",
      "savedAt": "2026-01-01T00:00:00Z", "tracks": [{"disc": 1, "number": 1, "title": "t",
      "previewURL": "file:///etc/passwd"}]}]}
      """
    try Data(hostile.utf8).write(to: exportFile)
    let refused = try await app.run(["library", "--import", exportFile.path, "--json"])
    #expect(refused.exitCode == 65)
    #expect(refused.stdout.contains("\"code\" : \"invalidLibraryFile\""))
    let missing = try await app.run(["library", "--import", exportFile.path + ".missing"])
    #expect(missing.exitCode == 66)
    #expect(missing.stderr.contains("Cannot read"))
    await #expect(try Self.ids(app) == [Int64(Self.kino)!], "nothing stored was lost")
  }
}
