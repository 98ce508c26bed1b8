import Foundation
import SQLiteStore
import TestSupport
import Testing

/// A library with a damaged album or page still exports what can be read, names what it left
/// out and exits 74 (issue 27, M5); an export imported and exported again is the same file, dates to
/// the millisecond.
@Suite(.endToEnd) final class DamagedLibraryEndToEndTests: EndToEndFixture {
  let exportFile: URL
  let againFile: URL

  init() async throws {
    let directory = FileManager.default.temporaryDirectory
    exportFile = directory.appendingPathComponent("musiclib-damaged-\(UUID().uuidString).json")
    againFile = directory.appendingPathComponent("musiclib-again-\(UUID().uuidString).json")
    try await super.init()
  }

  deinit {
    try? FileManager.default.removeItem(at: exportFile)
    try? FileManager.default.removeItem(at: againFile)
  }

  @Test func aDamagedAlbumIsLeftOutNamedAndTheRestExported() async throws {
    #expect(try await app.run(["save", LibraryEndToEndTests.kino]).exitCode == 0)
    #expect(try await app.run(["save", LibraryEndToEndTests.ddt]).exitCode == 0)
    do {
      let library = try await LibraryFile(of: app)
      try library.database.write {
        try $0.execute(
          "UPDATE saved_albums SET album = ? WHERE album_id = ?",
          [
            .text(#"{"id":1590000001,"title":"Группа крови","tracks":"damaged"}"#),
            .integer(1_590_000_001),
          ])
      }
    }

    let exported = try await app.run(["library", "--export", exportFile.path])

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
    let json = try await app.run(["library", "--export", exportFile.path, "--json"])
    #expect(json.exitCode == 74)
    #expect(json.stdout.contains("\"code\" : \"unreadableAlbums\""))
  }

  /// A damaged page of the library file: the file is refused at opening by every command but an
  /// export, which writes the albums on the other pages, names those it knows it lost, exits 74
  /// and leaves the file as it was.
  @Test func aDamagedPageCostsTheExportOnlyTheAlbumsOnIt() async throws {
    let numbers = 1...300
    try LibraryScaleEndToEndTests.libraryFile(numbers).write(to: exportFile)
    #expect(try await app.run(["library", "--import", exportFile.path]).exitCode == 0)
    let database = app.dataDirectory.appendingPathComponent("library.sqlite3")
    let page = try await Self.middleLeaf(of: "saved_albums", in: database)
    let handle = try FileHandle(forWritingTo: database)
    try handle.seek(toOffset: UInt64((page - 1) * 4096))
    try handle.write(contentsOf: Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }))
    try handle.close()
    let damaged = try Data(contentsOf: database)

    let exported = try await app.run(["library", "--export", exportFile.path])

    #expect(exported.exitCode == 74, "\(exported.stderr)")
    #expect(
      exported.stderr.contains(
        "The library file \(database.path) is damaged: the export holds what could still be read"),
      "\(exported.stderr)")
    let file =
      try JSONSerialization.jsonObject(with: Data(contentsOf: exportFile)) as? [String: Any]
    let ids = Set(
      (file?["albums"] as? [[String: Any]] ?? []).compactMap { ($0["id"] as? NSNumber)?.int64Value }
    )
    let lost = Set(numbers.map(LibraryScaleEndToEndTests.id)).subtracting(ids)
    #expect(!ids.isEmpty && !lost.isEmpty && lost.count < 30, "lost \(lost.count)")
    #expect(exported.stderr.contains("Exported \(ids.count) albums to \(exportFile.path)"))
    let named = lost.sorted().prefix(20).map(String.init).joined(separator: ", ")
    #expect(exported.stderr.contains("(the library file is damaged), left out: \(named)"))
    #expect(try Data(contentsOf: database) == damaged, "the damaged file is left as it was")

    let listed = try await app.run(["library"])
    #expect(listed.exitCode == 74)
    #expect(listed.stderr.contains("\(database.path) is not a valid MusicLibrary database"))
    let other = MusiclibProcess(environment: app.environment)
    defer { other.removeData() }
    try await SignUpArguments.signUpAndIn(other, email: "vera@example.com", firstName: "Vera")
    let imported = try await other.run(["library", "--import", exportFile.path, "--json"])
    #expect(imported.exitCode == 0, "\(imported.stderr)")
    await #expect(try other.run(["library", "--export", againFile.path]).exitCode == 0)
    let again =
      try JSONSerialization.jsonObject(with: Data(contentsOf: againFile)) as? [String: Any]
    #expect((again?["albums"] as? [Any])?.count == ids.count)
  }

  /// A damaged page the integrity stamp would hide (a failing disk leaves the file's times as
  /// they were; here the stamp is written anew): an export checks the file all the same.
  @Test func anExportChecksAFileItsStampTrusts() async throws {
    try LibraryScaleEndToEndTests.libraryFile(1...300).write(to: exportFile)
    #expect(try await app.run(["library", "--import", exportFile.path]).exitCode == 0)
    let database = app.dataDirectory.appendingPathComponent("library.sqlite3")
    let page = try await Self.middleLeaf(of: "saved_albums", in: database)
    let handle = try FileHandle(forWritingTo: database)
    try handle.seek(toOffset: UInt64((page - 1) * 4096))
    try handle.write(contentsOf: Data(repeating: 0x5A, count: 4096))
    try handle.close()
    try await Task.sleep(for: .milliseconds(20))
    var status = stat()
    try #require(stat(database.path, &status) == 0)
    let fields = [
      Int(status.st_dev), Int(status.st_ino), Int(status.st_size), status.st_mtim.tv_sec,
      status.st_mtim.tv_nsec, status.st_ctim.tv_sec, status.st_ctim.tv_nsec,
    ]
    try Data((fields.map(String.init).joined(separator: " ") + "\n").utf8)
      .write(to: URL(fileURLWithPath: database.path + "-checked"))
    #expect(try !SQLiteDatabase(path: database.path).checkedIntegrity, "the stamp is trusted")

    let exported = try await app.run(["library", "--export", exportFile.path])

    #expect(exported.exitCode == 74)
    #expect(exported.stderr.contains("The library file \(database.path) is damaged"))
    let file =
      try JSONSerialization.jsonObject(with: Data(contentsOf: exportFile)) as? [String: Any]
    #expect((file?["albums"] as? [Any])?.count ?? 0 > 250)
  }

  /// The page number of the middle leaf of `table`'s tree (SQLite's `dbstat`).
  private static func middleLeaf(of table: String, in database: URL) async throws -> Int {
    let file = try SQLiteDatabase(path: database.path)
    let leaves = try file.read {
      try $0.query(
        "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno",
        [.text(table)]
      ) { Int($0.int64(0) ?? 0) }
    }
    try #require(leaves.count >= 3, "leaves: \(leaves)")
    return leaves[leaves.count / 2]
  }

  @Test func anExportImportedAndExportedAgainIsTheSameFile() async throws {
    #expect(try await app.run(["save", LibraryEndToEndTests.kino]).exitCode == 0)
    #expect(try await app.run(["save", LibraryEndToEndTests.ddt]).exitCode == 0)
    #expect(try await app.run(["library", "--export", exportFile.path]).exitCode == 0)
    let other = MusiclibProcess(environment: app.environment)
    defer { other.removeData() }
    try await SignUpArguments.signUpAndIn(other, email: "vera@example.com", firstName: "Vera")

    await #expect(try other.run(["library", "--import", exportFile.path]).exitCode == 0)
    await #expect(try other.run(["library", "--export", againFile.path]).exitCode == 0)

    #expect(try Data(contentsOf: againFile) == Data(contentsOf: exportFile))
  }
}
