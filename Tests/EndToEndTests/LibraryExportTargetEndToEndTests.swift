import Foundation
import TestSupport
import Testing

/// `library --export` against the file system an attacker's repro uses: the database and the
/// data directory reached by any spelling, devices, FIFOs, directories, read-only files,
/// standard output, and the temporary files a killed export leaves.
@Suite(.endToEnd) final class LibraryExportTargetEndToEndTests: EndToEndFixture {
  let scratch: URL

  init() async throws {
    scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("musiclib-export-\(UUID().uuidString)")
    try await super.init()
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    _ = try await app.run(["save", LibraryEndToEndTests.kino])
  }

  deinit {
    try? FileManager.default.removeItem(at: scratch)
  }

  private var database: URL { app.dataDirectory.appendingPathComponent("library.sqlite3") }

  /// The names in the data directory and the database's device and inode, to show nothing was
  /// made there and the database was not replaced.
  private func dataFiles() async throws -> (names: Set<String>, database: [Int]) {
    var status = stat()
    #expect(stat(database.path, &status) == 0)
    return (
      Set(try FileManager.default.contentsOfDirectory(atPath: app.dataDirectory.path)),
      [Int(status.st_dev), Int(status.st_ino)]
    )
  }

  @Test func theDatabaseItsCompanionsAndTheDataDirectoryAreRefusedByAnySpelling() async throws {
    let symlink = scratch.appendingPathComponent("innocent.json")
    try FileManager.default.createSymbolicLink(at: symlink, withDestinationURL: database)
    let hardLink = scratch.appendingPathComponent("hard.json")
    try FileManager.default.linkItem(at: database, to: hardLink)
    let data = app.dataDirectory.path
    let targets = [
      database.path, data + "/library.sqlite3-wal", data + "/library.sqlite3-shm",
      data + "/library.sqlite3-checked",
      data + "/../" + app.dataDirectory.lastPathComponent
        + "/library.sqlite3", symlink.path, hardLink.path, data + "/new.json", data,
      data + "/covers-or-anything.json",
    ]
    let before = try await dataFiles()
    for target in targets {
      let result = try await app.run(["library", "--export", target])
      #expect(result.exitCode == 2, "\(target): \(result.stderr)")
      #expect(result.stderr.contains("Will not export to"), "\(target)")
      #expect(result.stderr.contains("data directory"), "\(target)")
    }
    let json = try await app.run(["library", "--export", database.path, "--json"])
    #expect(json.stdout.contains("\"code\" : \"exportIntoDataDirectory\""))
    let russian = try await app.run(["library", "--export", database.path, "--lang", "ru"])
    #expect(russian.stderr.contains("Экспорт в"))
    let after = try await dataFiles()
    #expect(after.names == before.names, "nothing was made in the data directory")
    #expect(after.database == before.database, "the database was not replaced")
    await #expect(try LibraryEndToEndTests.ids(app) == [Int64(LibraryEndToEndTests.kino)!])
    #expect(try await app.run(["profile"]).exitCode == 0, "the account is still there")
    await #expect(try LibraryFile(of: app).integrityCheck() == ["ok"])
  }

  /// The database a symlink to a file elsewhere, held open by another process: the files
  /// beside the symlink's target, existing or not, by any spelling, are refused as well.
  @Test func theCompanionsBesideASymlinkedDatabasesTargetAreRefused() async throws {
    let store = scratch.appendingPathComponent("store")
    try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
    let real = store.appendingPathComponent("lib.db")
    try FileManager.default.moveItem(at: database, to: real)
    try FileManager.default.createSymbolicLink(at: database, withDestinationURL: real)
    let holder = try await ExclusiveLockHolder(
      databasePath: database.path, statement: "SELECT count(*) FROM sqlite_master")
    defer { holder.release() }
    #expect(FileManager.default.fileExists(atPath: real.path + "-wal"), "the WAL is open")
    let hardLink = scratch.appendingPathComponent("wal.json")
    try FileManager.default.linkItem(atPath: real.path + "-wal", toPath: hardLink.path)
    let dangling = scratch.appendingPathComponent("journal.json")
    try FileManager.default.createSymbolicLink(
      atPath: dangling.path, withDestinationPath: "store/lib.db-journal")
    let targets = [
      real.path, real.path + "-wal", real.path + "-shm", real.path + "-journal",
      store.path + "/../store/lib.db-wal", hardLink.path, dangling.path,
    ]
    for target in targets {
      let result = try await app.run(["library", "--export", target])
      #expect(result.exitCode == 2, "\(target): \(result.stderr)")
      #expect(result.stderr.contains("musiclib's database"), "\(target): \(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: real.path + "-journal"), "none was made")
    holder.release()
    await #expect(try LibraryEndToEndTests.ids(app) == [Int64(LibraryEndToEndTests.kino)!])
    await #expect(try LibraryFile(of: app).integrityCheck() == ["ok"])
  }

  /// The request budget and the answer caches, wherever configured, and their companions.
  @Test func theRequestBudgetAndEveryAnswerCacheAreRefused() async throws {
    let runtime = scratch.appendingPathComponent("runtime")
    let cache = scratch.appendingPathComponent("cache")
    let environment = ["MUSICLIB_RUNTIME_DIR": runtime.path, "MUSICLIB_CACHE_DIR": cache.path]
    let search = try await app.run(["search", "кино"], environment: environment)
    #expect(search.exitCode == 0, "\(search.stderr)")
    let budget = runtime.appendingPathComponent("request-budget.sqlite3").path
    let answers = try #require(
      try FileManager.default.contentsOfDirectory(atPath: cache.path).first {
        $0.hasPrefix("answers-") && $0.hasSuffix(".sqlite3")
      })
    // Another catalog's cache, left by a run with another --api-url.
    let otherCatalog = cache.appendingPathComponent("answers-0123456789abcdef.sqlite3").path
    try Data("SQLite format 3\u{0}".utf8).write(to: URL(fileURLWithPath: otherCatalog))
    let databases = [budget, cache.appendingPathComponent(answers).path, otherCatalog]
    let targets = databases.flatMap { [$0, $0 + "-wal", $0 + "-shm", $0 + "-journal"] }
    let before = targets.map { FileManager.default.contents(atPath: $0) }
    for target in targets {
      let result = try await app.run(["library", "--export", target], environment: environment)
      #expect(result.exitCode == 2, "\(target): \(result.stderr)")
      #expect(result.stderr.contains("a database musiclib keeps"), "\(target): \(result.stderr)")
    }
    let json = try await app.run(
      ["library", "--export", budget, "--json"], environment: environment)
    #expect(json.stdout.contains("\"code\" : \"exportOverKeptDatabase\""))
    let russian = try await app.run(
      ["library", "--export", budget, "--lang", "ru"], environment: environment)
    #expect(russian.stderr.contains("бюджет запросов"))
    #expect(targets.map { FileManager.default.contents(atPath: $0) } == before, "all as it was")
  }

  @Test func devicesFifosDirectoriesAndReadOnlyFilesAreRefusedAndLeftAsTheyWere() async throws {
    let fifo = scratch.appendingPathComponent("pipe")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let readOnly = scratch.appendingPathComponent("kept.json")
    try Data("keep me".utf8).write(to: readOnly)
    #expect(chmod(readOnly.path, 0o400) == 0)
    for target in [fifo.path, "/dev/null", scratch.path] {
      let result = try await app.run(["library", "--export", target])
      #expect(result.exitCode == 2, "\(target): \(result.stderr)")
      #expect(result.stderr.contains("not a regular file"), "\(target)")
    }
    var status = stat()
    #expect(stat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
    #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    let refused = try await app.run(["library", "--export", readOnly.path])
    #expect(refused.exitCode == 74, "\(refused.stderr)")
    #expect(refused.stderr.contains("read-only"))
    #expect(try String(contentsOf: readOnly, encoding: .utf8) == "keep me")
  }

  @Test func aDashAndDevStdoutMeanStandardOutput() async throws {
    let dash = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent("-")
    let existedBefore = FileManager.default.fileExists(atPath: dash.path)
    for target in ["-", "/dev/stdout"] {
      let result = try await app.run(["library", "--export", target])
      #expect(result.exitCode == 0, "\(target): \(result.stderr)")
      let object =
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
      #expect(object?["format"] as? String == "musiclib-library", "\(target)")
      #expect((object?["albums"] as? [Any])?.count == 1)
      #expect(result.stderr.contains("Exported 1 album to standard output"))
    }
    #expect(FileManager.default.fileExists(atPath: dash.path) == existedBefore, "no file named -")
    let json = try await app.run(["library", "--export", "-", "--json"])
    #expect(json.stderr.isEmpty)
    #expect(json.stdout.contains("\"format\":\"musiclib-library\""))

    let hostile = scratch.appendingPathComponent("hostile.json")
    try Data(
      (#"{"format": "musiclib-library", "version": 1, "albums": [{"id": 7, "title": "A\#u{9B}31mB"#
        + #"\#u{202E}C", "savedAt": "2026-01-01T00:00:00Z", "tracks": []}]}"#).utf8
    ).write(to: hostile)
    #expect(try await app.run(["library", "--import", hostile.path]).exitCode == 0)
    let escaped = try await app.run(["library", "--export", "-"])
    #expect(!escaped.stdout.contains("\u{9B}") && !escaped.stdout.contains("\u{202E}"))
    #expect(escaped.stdout.contains(#"A\u009b31mB\u202eC"#))
  }

  @Test func theFileIsPrivateAndLeftoversOfKilledExportsAreRemoved() async throws {
    let gone = try ChildProcess.reapedProcessID()
    let leftover = scratch.appendingPathComponent(
      ".musiclib-export-\(gone)-123.tmp")
    let running = scratch.appendingPathComponent(
      ".musiclib-export-\(ProcessInfo.processInfo.processIdentifier)-456.tmp")
    let unrelated = scratch.appendingPathComponent(".musiclib-export-notes.tmp")
    for file in [leftover, running, unrelated] { try Data("{}".utf8).write(to: file) }
    let target = scratch.appendingPathComponent("library.json")

    let result = try await app.run(["library", "--export", target.path])

    #expect(result.exitCode == 0, "\(result.stderr)")
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: scratch.path))
    #expect(!names.contains(leftover.lastPathComponent), "a dead export's leftover is removed")
    #expect(names.contains(running.lastPathComponent), "a running export's file is kept")
    #expect(names.contains(unrelated.lastPathComponent), "only our own pattern is touched")
    #expect(names.count == 3, "no temporary file of this export is left: \(names)")
    let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
  }

  @Test func aRepeatedImportOrExportIsAUsageError() async throws {
    let target = scratch.appendingPathComponent("a.json")
    _ = try await app.run(["library", "--export", target.path])
    let twice = try await app.run(["library", "--import", target.path, "--import", target.path])
    #expect(twice.exitCode == 2)
    #expect(twice.stderr.contains("The option --import can be given only once"))
    let exports = try await app.run(["library", "--export=\(target.path)", "--export", target.path])
    #expect(exports.exitCode == 2)
    let alone = try await app.run(["library", "--skip-invalid"])
    #expect(alone.exitCode == 2, "--skip-invalid without an import is not ignored")
    #expect(alone.stderr.contains("Missing argument: --import FILE"))
  }

  @Test func anImportNamesTheAlbumAndFieldItRefusesAndSkipsThemOnlyWhenAsked() async throws {
    let file = scratch.appendingPathComponent("odd.json")
    let albums = """
      {"format": "musiclib-library", "version": 1, "albums": [
      {"id": 7, "title": "Fine", "savedAt": "2026-01-01T00:00:00.123Z", "tracks": []},
      {"id": 8, "title": "Odd", "savedAt": "2026-01-01T00:00:00Z", "tracks": [{"disc": 0,
      "number": 1, "title": "t"}]},
      {"id": 7, "title": "Fine again", "savedAt": "2026-01-01T00:00:00Z", "tracks": []}]}
      """
    try Data(albums.utf8).write(to: file)
    let refused = try await app.run(["library", "--import", file.path])
    #expect(refused.exitCode == 65)
    #expect(
      refused.stderr.contains(
        "Album 2 of the library file (8 “Odd”) has its tracks[0].disc out of bounds"))
    #expect(refused.stderr.contains("add --skip-invalid"))
    await #expect(try LibraryEndToEndTests.ids(app) == [Int64(LibraryEndToEndTests.kino)!])

    let skipped = try await app.run(["library", "--import", file.path, "--skip-invalid"])
    #expect(skipped.exitCode == 0, "\(skipped.stderr)")
    #expect(skipped.stdout.contains("Added 1 album to your library; 0 already there"))
    #expect(skipped.stdout.contains("1 repeated an id given before them in the file"))
    #expect(skipped.stdout.contains("Skipped album 2 of the file (8 “Odd”)"))
    let json = try await app.run(["library", "--import", file.path, "--skip-invalid", "--json"])
    let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(report?["alreadySaved"] as? Int == 1)
    #expect(report?["repeatedInFile"] as? Int == 1)
    let skippedAlbums = report?["skipped"] as? [[String: Any]]
    #expect(skippedAlbums?.first?["field"] as? String == "tracks[0].disc")
    #expect(skippedAlbums?.first?["id"] as? Int == 8)

    let again = scratch.appendingPathComponent("again.json")
    _ = try await app.run(["library", "--export", again.path])
    #expect(try String(contentsOf: again, encoding: .utf8).contains("2026-01-01T00:00:00.123Z"))
  }
}
