import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

@Suite struct PermissionTighteningTests {
  private let files = FileManager.default

  /// Repair only ever removes the group and other bits: a file its owner made read-only stays so.
  @Test(arguments: [(0o755, 0o644, 0o700, 0o600), (0o751, 0o444, 0o700, 0o400)])
  func widenedDirectoryAndFileAreTightenedAndListed(
    directoryMode: Int, fileMode: Int, tightenedDirectory: Int, tightenedFile: Int
  ) throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    _ = try SQLiteDatabase(path: path)
    try setMode(directoryMode, directory)
    try setMode(fileMode, path)
    // Closing leaves the WAL and its index for the next open: widened with the file.
    for companion in [path + "-wal", path + "-shm"] where files.fileExists(atPath: companion) {
      try setMode(fileMode, companion)
    }

    let database = try SQLiteDatabase(path: path)

    #expect(
      database.tightenedPermissions == [
        PermissionFix(path: directory, oldMode: directoryMode, newMode: tightenedDirectory),
        PermissionFix(path: path, oldMode: fileMode, newMode: tightenedFile),
      ])
    #expect(try mode(directory) == tightenedDirectory)
    #expect(try mode(path) == tightenedFile)
    for companion in [path + "-wal", path + "-shm"] where files.fileExists(atPath: companion) {
      #expect(try mode(companion) == tightenedFile, "\(companion)")
    }
  }

  @Test func ownerOnlyModesAreNotReported() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    _ = try SQLiteDatabase(path: location.databasePath)

    let database = try SQLiteDatabase(path: location.databasePath)

    #expect(database.tightenedPermissions.isEmpty)
  }

  @Test func fileWithoutGroupOrOtherBitsIsLeftAsIs() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    _ = try SQLiteDatabase(path: location.databasePath)
    try setMode(0o400, location.databasePath)

    let database = try SQLiteDatabase(path: location.databasePath)

    #expect(database.tightenedPermissions.isEmpty)
    #expect(try mode(location.databasePath) == 0o400)
  }

  @Test func stickySharedDirectoryIsNotTakenFromOthers() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    try files.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try setMode(0o1777, directory)

    let database = try SQLiteDatabase(path: path)

    #expect(database.tightenedPermissions.isEmpty)
    #expect(try mode(directory) == 0o1777)
    #expect(try mode(path) == 0o600)
  }

  @Test func fileRefusedAsCorruptKeepsItsMode() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    try files.createDirectory(
      atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
      withIntermediateDirectories: true)
    try Data(String(repeating: "not a database\n", count: 100).utf8)
      .write(to: URL(fileURLWithPath: path))
    try setMode(0o644, path)

    #expect(throws: MusicLibraryError.storage(.corrupt(path: path))) {
      _ = try SQLiteDatabase(path: path)
    }

    #expect(try mode(path) == 0o644)
  }

  private func mode(_ path: String) throws -> Int {
    try #require(files.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  private func setMode(_ mode: Int, _ path: String) throws {
    try files.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
  }
}
