import Foundation
import TestSupport
import Testing

/// A damaged, busy, unwritable or hand-widened database through the built binary: a clear
/// message, exit 74 (or a warning), and nothing lost.
@Suite(.endToEnd) struct StorageFaultsEndToEndTests {
  private let files = FileManager.default

  @Test func handWidenedModesAreTightenedWithAWarning() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let database = app.dataDirectory.appendingPathComponent("library.sqlite3").path
    _ = try await app.run(["profile"])
    try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: app.dataDirectory.path)
    try files.setAttributes([.posixPermissions: 0o644], ofItemAtPath: database)

    let result = try await app.run(["profile"])

    #expect(result.exitCode == 77, "the command itself still runs")
    #expect(
      result.stderr.contains(
        "Warning: \(app.dataDirectory.path) was open to other users (mode 0755); its mode is now 0700"
      ))
    #expect(
      result.stderr.contains(
        "Warning: \(database) was open to other users (mode 0644); its mode is now 0600"))
    await #expect(try mode(app.dataDirectory.path) == 0o700)
    await #expect(try mode(database) == 0o600)
    let again = try await app.run(["profile", "--lang", "ru"])
    #expect(!again.stderr.contains("Warning"))
    #expect(!again.stderr.contains("Внимание"))
  }

  /// A data directory below a regular file can never be created, by anyone.
  @Test func dataDirectoryThatCannotBeCreatedFailsWithExit74() async throws {
    let scratch = files.temporaryDirectory.appendingPathComponent("musiclib-ro-\(UUID())")
    defer { try? files.removeItem(at: scratch) }
    try Data("a file, not a directory\n".utf8).write(to: scratch)
    let dataDirectory = scratch.appendingPathComponent("data")
    let app = MusiclibProcess(dataDirectory: dataDirectory)

    let text = try await app.run(SignUpArguments.forEmail("anna@example.com"), input: "Secret12\n")
    let json = try await app.run(["profile", "--json"])

    #expect(text.exitCode == 74)
    #expect(text.stderr.contains(dataDirectory.appendingPathComponent("library.sqlite3").path))
    #expect(json.exitCode == 74)
    #expect(json.stdout.contains("\"code\" : \"storage"))
  }

  @Test(
    .enabled(if: geteuid() == 0, "giving a directory to another uid needs root"),
    arguments: [false, true])
  func foreignOwnedWorldWritableDirectoryIsRefusedWithExit74(throughSymlink: Bool) async throws {
    let scratch = files.temporaryDirectory.appendingPathComponent("musiclib-foreign-\(UUID())")
    defer { try? files.removeItem(at: scratch) }
    let theirs = scratch.appendingPathComponent("theirs")
    try files.createDirectory(at: theirs, withIntermediateDirectories: true)
    try files.setAttributes([.posixPermissions: 0o777], ofItemAtPath: theirs.path)
    #expect(chown(theirs.path, 54321, 54321) == 0)
    let dataDirectory = throughSymlink ? scratch.appendingPathComponent("mine") : theirs
    if throughSymlink {
      try files.createSymbolicLink(at: dataDirectory, withDestinationURL: theirs)
    }
    let app = MusiclibProcess(dataDirectory: dataDirectory)
    let named = throughSymlink ? "\(dataDirectory.path) → \(theirs.path)" : theirs.path

    let english = try await app.run(
      SignUpArguments.forEmail("anna@example.com"), input: "Secret12\n")
    let russian = try await app.run(["profile", "--lang", "ru"])
    let json = try await app.run(["profile", "--json"])

    #expect(english.exitCode == 74)
    #expect(
      english.stderr.contains(
        "\(named) belongs to another user, who could read or replace your data, so it was not used"
      ), "\(english.stderr)")
    #expect(
      english.stderr.hasSuffix("sudo chown \"$USER\" \(theirs.path)\n"),
      "the fix names the symlink's target alone, ready to paste: \(english.stderr)")
    #expect(russian.exitCode == 74)
    #expect(russian.stderr.contains("\(named) принадлежит другому пользователю"))
    #expect(json.exitCode == 74)
    #expect(json.stdout.contains("\"code\" : \"storageForeignOwner\""))
    #expect(try files.contentsOfDirectory(atPath: theirs.path).isEmpty, "nothing written there")
    await #expect(try mode(theirs.path) == 0o777)
  }

  @Test func directoryOthersCanWriteToIsRefusedNotRepaired() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    _ = try await app.run(["profile"])
    try files.setAttributes([.posixPermissions: 0o777], ofItemAtPath: app.dataDirectory.path)

    let result = try await app.run(["profile"])

    #expect(result.exitCode == 74)
    #expect(
      result.stderr.contains(
        "\(app.dataDirectory.path) can be changed by other users (mode 0777), so it was not used"))
    #expect(result.stderr.contains("chmod go-w \(app.dataDirectory.path)"))
    await #expect(try mode(app.dataDirectory.path) == 0o777)
  }

  /// Root writes anywhere, so the program must see the read-only directory in its mode bits.
  @Test func readOnlyDataDirectoryIsReportedWithExit74AndLeftAsIs() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    try files.createDirectory(at: app.dataDirectory, withIntermediateDirectories: true)
    try files.setAttributes([.posixPermissions: 0o555], ofItemAtPath: app.dataDirectory.path)

    let english = try await app.run(["profile"])
    let russian = try await app.run(["profile", "--lang", "ru"])

    #expect(english.exitCode == 74)
    #expect(
      english.stderr.contains(
        "The data directory \(app.dataDirectory.path) is read-only (mode 0555) and was left as it is"
      ), "\(english.stderr)")
    #expect(russian.exitCode == 74)
    #expect(russian.stderr.contains("доступен только для чтения (права 0555)"))
    await #expect(try mode(app.dataDirectory.path) == 0o555, "write permission is not added")
    #expect(try files.contentsOfDirectory(atPath: app.dataDirectory.path).isEmpty)
  }

  @Test func emptyDataDirectoryIsAUsageError() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let home = app.dataDirectory.path  // the runs' HOME

    let option = try await app.run(["profile", "--data-dir", ""])
    let variable = try await app.run(["profile"], environment: ["MUSICLIB_DATA_DIR": ""])

    #expect(option.exitCode == 2)
    #expect(option.stderr.contains("--data-dir is empty"))
    #expect(variable.exitCode == 2)
    #expect(variable.stderr.contains("MUSICLIB_DATA_DIR is empty"))
    #expect(!files.fileExists(atPath: home + "/.local/share/musiclib"), "no default used")
  }

  @Test func databaseLockedBeyondTheBusyTimeoutFailsWithExit74AndLosesNothing() async throws {
    let app = MusiclibProcess(environment: ["MUSICLIB_BUSY_TIMEOUT_MS": "200"])
    defer { app.removeData() }
    let database = app.dataDirectory.appendingPathComponent("library.sqlite3").path
    let first = try await app.run(
      SignUpArguments.forEmail("first@example.com"), input: "Secret12\n")
    #expect(first.exitCode == 0, "\(first.stderr)")

    let holder = try await ExclusiveLockHolder(databasePath: database)
    let blocked = try await app.run(
      SignUpArguments.forEmail("second@example.com"), input: "Secret12\n")
    let blockedJSON = try await app.run(
      SignUpArguments.forEmail("second@example.com") + ["--json"], input: "Secret12\n")
    holder.release()

    #expect(blocked.exitCode == 74)
    #expect(blocked.stderr.contains("The database \(database) is busy in another process"))
    #expect(blockedJSON.exitCode == 74)
    #expect(blockedJSON.stdout.contains("\"code\" : \"storageLocked\""))
    let after = try await app.run(
      SignUpArguments.forEmail("second@example.com"), input: "Secret12\n")
    #expect(after.exitCode == 0, "the lock is gone: \(after.stderr)")
    let firstAgain = try await app.run(
      ["signin", "--email", "first@example.com"], input: "Secret12\n")
    #expect(firstAgain.exitCode == 0, "nothing lost: \(firstAgain.stderr)")
  }

  @Test(arguments: [DamagedFile.text, .damagedDatabase])
  func fileThatIsNotADatabaseFailsWithExit74AndIsLeftAsIs(_ damage: DamagedFile) async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let database = app.dataDirectory.appendingPathComponent("library.sqlite3")
    try await damage.make(at: database, with: app)
    let before = try Data(contentsOf: database)

    let results = try await [
      app.run(["profile"]),
      app.run(SignUpArguments.forEmail("anna@example.com"), input: "Secret12\n"),
      app.run(["search", "beatles", "--json"]),
      app.run([], input: "quit\n"),
    ]

    for result in results {
      #expect(result.exitCode == 74)
      let message = result.stderr + result.stdout
      #expect(
        message.contains("\(database.path) is not a valid MusicLibrary database")
          || message.contains("\"code\" : \"storageCorrupt\""), "\(message)")
    }
    #expect(try Data(contentsOf: database) == before, "the file is left exactly as it was")
  }

  @Test func badBusyTimeoutIsAUsageError() async throws {
    let app = MusiclibProcess(environment: ["MUSICLIB_BUSY_TIMEOUT_MS": "soon"])
    defer { app.removeData() }

    let result = try await app.run(["profile"])

    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("MUSICLIB_BUSY_TIMEOUT_MS"))
  }

  private func mode(_ path: String) async throws -> Int {
    try #require(files.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }
}

/// Ways a database file can be broken.
enum DamagedFile: String, CustomTestStringConvertible, Sendable {
  /// A text file where the database should be.
  case text
  /// A real database with one account whose second page onwards is overwritten with noise.
  case damagedDatabase

  var testDescription: String { rawValue }

  func make(at file: URL, with app: MusiclibProcess) async throws {
    switch self {
    case .text:
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(String(repeating: "My notes, not a database.\n", count: 300).utf8).write(to: file)
    case .damagedDatabase:
      let signUp = try await app.run(
        SignUpArguments.forEmail("anna@example.com"), input: "Secret12\n")
      guard signUp.exitCode == 0 else {
        throw SetUpFailure(step: "signup anna@example.com", run: signUp)
      }
      var bytes = try Data(contentsOf: file)
      for offset in 4096..<bytes.count { bytes[offset] = UInt8(truncatingIfNeeded: offset &* 37) }
      try bytes.write(to: file)
    }
  }
}
