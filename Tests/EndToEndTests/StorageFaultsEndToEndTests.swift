import Foundation
import TestSupport
import Testing

/// A damaged, busy, unwritable or hand-widened database through the built binary: a clear
/// message, exit 74 (or a warning), and nothing lost.
@Suite struct StorageFaultsEndToEndTests {
  private let files = FileManager.default

  @Test func handWidenedModesAreTightenedWithAWarning() throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let database = app.dataDirectory.appendingPathComponent("library.sqlite3").path
    _ = try app.run(["profile"])
    try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: app.dataDirectory.path)
    try files.setAttributes([.posixPermissions: 0o644], ofItemAtPath: database)

    let result = try app.run(["profile"])

    #expect(result.exitCode == 77, "the command itself still runs")
    #expect(
      result.stderr.contains(
        "Warning: \(app.dataDirectory.path) was open to other users (mode 0755); its mode is now 0700"
      ))
    #expect(
      result.stderr.contains(
        "Warning: \(database) was open to other users (mode 0644); its mode is now 0600"))
    #expect(try mode(app.dataDirectory.path) == 0o700)
    #expect(try mode(database) == 0o600)
    let again = try app.run(["profile", "--lang", "ru"])
    #expect(!again.stderr.contains("Warning"))
    #expect(!again.stderr.contains("Внимание"))
  }

  /// Tests run as root, and root ignores permission bits, so a read-only directory cannot be
  /// made from modes here. A data directory below a regular file can never be created, by
  /// anyone, which is the same failure as far as the program can tell.
  @Test func dataDirectoryThatCannotBeCreatedFailsWithExit74() throws {
    let scratch = files.temporaryDirectory.appendingPathComponent("musiclib-ro-\(UUID())")
    defer { try? files.removeItem(at: scratch) }
    try Data("a file, not a directory\n".utf8).write(to: scratch)
    let dataDirectory = scratch.appendingPathComponent("data")
    let app = MusiclibProcess(dataDirectory: dataDirectory)

    let text = try app.run(SignUpArguments.forEmail("anna@example.com"), input: "Secret12\n")
    let json = try app.run(["profile", "--json"])

    #expect(text.exitCode == 74)
    #expect(text.stderr.contains(dataDirectory.appendingPathComponent("library.sqlite3").path))
    #expect(json.exitCode == 74)
    #expect(json.stdout.contains("\"code\" : \"storage"))
  }

  /// The honest version of the test above; it can only run where permission bits apply.
  @Test(.enabled(if: geteuid() != 0, "root ignores permission bits"))
  func readOnlyDataDirectoryFailsWithExit74() throws {
    let app = MusiclibProcess()
    defer {
      try? files.setAttributes([.posixPermissions: 0o700], ofItemAtPath: app.dataDirectory.path)
      app.removeData()
    }
    try files.createDirectory(at: app.dataDirectory, withIntermediateDirectories: true)
    try files.setAttributes([.posixPermissions: 0o500], ofItemAtPath: app.dataDirectory.path)

    let result = try app.run(["profile"])

    #expect(result.exitCode == 74)
    #expect(result.stderr.contains("Cannot write to \(app.dataDirectory.path)"))
  }

  @Test func databaseLockedBeyondTheBusyTimeoutFailsWithExit74AndLosesNothing() throws {
    let app = MusiclibProcess(environment: ["MUSICLIB_BUSY_TIMEOUT_MS": "200"])
    defer { app.removeData() }
    let database = app.dataDirectory.appendingPathComponent("library.sqlite3").path
    let first = try app.run(SignUpArguments.forEmail("first@example.com"), input: "Secret12\n")
    #expect(first.exitCode == 0, "\(first.stderr)")

    let holder = try ExclusiveLockHolder(databasePath: database)
    let blocked = try app.run(SignUpArguments.forEmail("second@example.com"), input: "Secret12\n")
    let blockedJSON = try app.run(
      SignUpArguments.forEmail("second@example.com") + ["--json"], input: "Secret12\n")
    holder.release()

    #expect(blocked.exitCode == 74)
    #expect(blocked.stderr.contains("The database \(database) is busy in another process"))
    #expect(blockedJSON.exitCode == 74)
    #expect(blockedJSON.stdout.contains("\"code\" : \"storageLocked\""))
    let after = try app.run(SignUpArguments.forEmail("second@example.com"), input: "Secret12\n")
    #expect(after.exitCode == 0, "the lock is gone: \(after.stderr)")
    let firstAgain = try app.run(["signin", "--email", "first@example.com"], input: "Secret12\n")
    #expect(firstAgain.exitCode == 0, "nothing lost: \(firstAgain.stderr)")
  }

  @Test(arguments: [DamagedFile.text, .damagedDatabase])
  func fileThatIsNotADatabaseFailsWithExit74AndIsLeftAsIs(_ damage: DamagedFile) throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let database = app.dataDirectory.appendingPathComponent("library.sqlite3")
    try damage.make(at: database, with: app)
    let before = try Data(contentsOf: database)

    let results = try [
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

  @Test func badBusyTimeoutIsAUsageError() throws {
    let app = MusiclibProcess(environment: ["MUSICLIB_BUSY_TIMEOUT_MS": "soon"])
    defer { app.removeData() }

    let result = try app.run(["profile"])

    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("MUSICLIB_BUSY_TIMEOUT_MS"))
  }

  private func mode(_ path: String) throws -> Int {
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

  func make(at file: URL, with app: MusiclibProcess) throws {
    switch self {
    case .text:
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(String(repeating: "My notes, not a database.\n", count: 300).utf8).write(to: file)
    case .damagedDatabase:
      let signUp = try app.run(SignUpArguments.forEmail("anna@example.com"), input: "Secret12\n")
      precondition(signUp.exitCode == 0, signUp.stderr)
      var bytes = try Data(contentsOf: file)
      for offset in 4096..<bytes.count { bytes[offset] = UInt8(truncatingIfNeeded: offset &* 37) }
      try bytes.write(to: file)
    }
  }
}
