import Foundation
import SQLiteStore
import TestSupport
import Testing

/// A library with a damaged album still exports what can be read, names what it left out and
/// exits 74 (issue 27, M5); an export imported and exported again is the same file, dates to
/// the millisecond.
@Suite(.serialized) @MainActor final class DamagedLibraryEndToEndTests: EndToEndFixture {
  let exportFile: URL
  let againFile: URL

  init() throws {
    let directory = FileManager.default.temporaryDirectory
    exportFile = directory.appendingPathComponent("musiclib-damaged-\(UUID().uuidString).json")
    againFile = directory.appendingPathComponent("musiclib-again-\(UUID().uuidString).json")
    try super.init()
  }

  deinit {
    try? FileManager.default.removeItem(at: exportFile)
    try? FileManager.default.removeItem(at: againFile)
  }

  @Test func aDamagedAlbumIsLeftOutNamedAndTheRestExported() throws {
    #expect(try app.run(["save", LibraryEndToEndTests.kino]).exitCode == 0)
    #expect(try app.run(["save", LibraryEndToEndTests.ddt]).exitCode == 0)
    do {
      let library = try LibraryFile(of: app)
      try library.database.write {
        try $0.execute(
          "UPDATE saved_albums SET album = ? WHERE album_id = ?",
          [
            .text(#"{"id":1590000001,"title":"Группа крови","tracks":"damaged"}"#),
            .integer(1_590_000_001),
          ])
      }
    }

    let exported = try app.run(["library", "--export", exportFile.path])

    #expect(exported.exitCode == 74)
    #expect(
      exported.stderr.contains("Exported 1 album to \(exportFile.path)"), "\(exported.stderr)")
    #expect(
      exported.stderr.contains(
        "Could not read 1 album (the library file is damaged), left out: 1590000001"))
    let file =
      try JSONSerialization.jsonObject(with: Data(contentsOf: exportFile)) as? [String: Any]
    let ids = (file?["albums"] as? [[String: Any]])?.compactMap { $0["id"] as? NSNumber }
    #expect(ids == [NSNumber(value: 1_590_000_002)])
    let json = try app.run(["library", "--export", exportFile.path, "--json"])
    #expect(json.exitCode == 74)
    #expect(json.stdout.contains("\"code\" : \"unreadableAlbums\""))
  }

  @Test func anExportImportedAndExportedAgainIsTheSameFile() throws {
    #expect(try app.run(["save", LibraryEndToEndTests.kino]).exitCode == 0)
    #expect(try app.run(["save", LibraryEndToEndTests.ddt]).exitCode == 0)
    #expect(try app.run(["library", "--export", exportFile.path]).exitCode == 0)
    let other = MusiclibProcess(environment: app.environment)
    defer { other.removeData() }
    try SignUpArguments.signUpAndIn(other, email: "vera@example.com", firstName: "Vera")

    #expect(try other.run(["library", "--import", exportFile.path]).exitCode == 0)
    #expect(try other.run(["library", "--export", againFile.path]).exitCode == 0)

    #expect(try Data(contentsOf: againFile) == Data(contentsOf: exportFile))
  }
}
