import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A uid no account on the machine has: "another user" for tests that run as root.
private let strangerUID: uid_t = 54321

/// A data directory or database another user could read or replace is refused unchanged, like
/// ssh's StrictModes; a read-only data directory is reported, never made writable.
@Suite struct UnsafePermissionsTests {
  private let files = FileManager.default

  @Test(.enabled(if: geteuid() == 0, "giving a file to another uid needs root"))
  func foreignOwnedWorldWritableDirectoryIsRefusedUnchanged() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let directory = try makeDataDirectory(location, mode: 0o777)
    try give(directory, to: strangerUID)

    #expect(throws: MusicLibraryError.storage(.foreignOwner(path: directory))) {
      _ = try SQLiteDatabase(path: location.databasePath)
    }

    #expect(try mode(directory) == 0o777)
    #expect(!files.fileExists(atPath: location.databasePath), "no database created in it")
  }

  @Test(.enabled(if: geteuid() == 0, "giving a file to another uid needs root"))
  func foreignOwnedOwnerOnlyDirectoryIsRefused() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let directory = try makeDataDirectory(location, mode: 0o700)
    try give(directory, to: strangerUID)

    #expect(throws: MusicLibraryError.storage(.foreignOwner(path: directory))) {
      _ = try SQLiteDatabase(path: location.databasePath)
    }
  }

  @Test(.enabled(if: geteuid() == 0, "giving a file to another uid needs root"))
  func symlinkToAForeignDirectoryIsRefusedNamingWhatItPointsTo() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let target = location.directory.appendingPathComponent("theirs").path
    try files.createDirectory(atPath: target, withIntermediateDirectories: true)
    try setMode(0o777, target)
    try give(target, to: strangerUID)
    let link = URL(fileURLWithPath: location.databasePath).deletingLastPathComponent().path
    try files.createSymbolicLink(atPath: link, withDestinationPath: target)

    #expect(throws: MusicLibraryError.storage(.foreignOwner(path: "\(link) → \(target)"))) {
      _ = try SQLiteDatabase(path: location.databasePath)
    }

    #expect(try mode(target) == 0o777)
    #expect(try files.contentsOfDirectory(atPath: target).isEmpty)
  }

  @Test(.enabled(if: geteuid() == 0, "giving a file to another uid needs root"))
  func foreignOwnedDatabaseFileIsRefusedUnchanged() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    _ = try SQLiteDatabase(path: path)
    try give(path, to: strangerUID)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    #expect(throws: MusicLibraryError.storage(.foreignOwner(path: path))) {
      _ = try SQLiteDatabase(path: path)
    }

    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try mode(path) == 0o600)
  }

  @Test(.enabled(if: geteuid() == 0, "giving a file to another uid needs root"))
  func foreignOwnedWriteAheadLogIsRefused() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    _ = try SQLiteDatabase(path: path)
    try Data().write(to: URL(fileURLWithPath: path + "-wal"))
    try give(path + "-wal", to: strangerUID)

    #expect(throws: MusicLibraryError.storage(.foreignOwner(path: path + "-wal"))) {
      _ = try SQLiteDatabase(path: path)
    }
  }

  @Test(arguments: [0o777, 0o770, 0o720, 0o702])
  func ownDirectoryOthersCanWriteToIsRefusedUnchanged(_ directoryMode: Int) throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let directory = try makeDataDirectory(location, mode: directoryMode)

    #expect(
      throws: MusicLibraryError.storage(.writableByOthers(path: directory, mode: directoryMode))
    ) {
      _ = try SQLiteDatabase(path: location.databasePath)
    }

    #expect(try mode(directory) == directoryMode, "refused, not repaired")
    #expect(!files.fileExists(atPath: location.databasePath))
  }

  @Test(arguments: [0o666, 0o620, 0o602])
  func databaseFileOthersCanWriteToIsRefusedUnchanged(_ fileMode: Int) throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    _ = try SQLiteDatabase(path: path)
    try setMode(fileMode, path)

    #expect(throws: MusicLibraryError.storage(.writableByOthers(path: path, mode: fileMode))) {
      _ = try SQLiteDatabase(path: path)
    }

    #expect(try mode(path) == fileMode)
  }

  /// Root may write anywhere, so this is decided from the mode bits: the test holds as root.
  @Test(arguments: [0o555, 0o500, 0o511])
  func readOnlyDataDirectoryIsReportedNotMadeWritable(_ directoryMode: Int) throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let directory = try makeDataDirectory(location, mode: directoryMode)

    #expect(
      throws: MusicLibraryError.storage(.readOnlyDirectory(path: directory, mode: directoryMode))
    ) {
      _ = try SQLiteDatabase(path: location.databasePath)
    }

    #expect(try mode(directory) == directoryMode)
    #expect(!files.fileExists(atPath: location.databasePath), "no database created in it")
  }

  @Test func readOnlyDirectoryWithADatabaseIsReportedToo() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    _ = try SQLiteDatabase(path: path)
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    try setMode(0o500, directory)
    defer { try? setMode(0o700, directory) }

    #expect(throws: MusicLibraryError.storage(.readOnlyDirectory(path: directory, mode: 0o500))) {
      _ = try SQLiteDatabase(path: path)
    }
  }

  @Test func aDataDirectoryWhoseParentOthersCanWriteToIsRefused() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let directory = try makeDataDirectory(location, mode: 0o700)
    try setMode(0o777, location.directory.path)

    #expect(
      throws: MusicLibraryError.storage(
        .writableByOthers(path: location.directory.path, mode: 0o777))
    ) {
      _ = try SQLiteDatabase(path: location.databasePath)
    }

    #expect(!files.fileExists(atPath: location.databasePath), "nothing created in it")
    try setMode(0o1777, location.directory.path)
    _ = try SQLiteDatabase(path: location.databasePath)
    try setMode(0o500, location.directory.path)
    _ = try SQLiteDatabase(path: location.databasePath)
    try setMode(0o700, location.directory.path)
    #expect(try mode(directory) == 0o700)
  }

  private func makeDataDirectory(_ location: TemporaryLocation, mode: Int) throws -> String {
    let directory = URL(fileURLWithPath: location.databasePath).deletingLastPathComponent().path
    try files.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try setMode(mode, directory)
    return directory
  }

  private func give(_ path: String, to uid: uid_t) throws {
    guard chown(path, uid, gid_t(uid)) == 0 else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
    }
  }

  private func mode(_ path: String) throws -> Int {
    try #require(files.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  private func setMode(_ mode: Int, _ path: String) throws {
    try files.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
  }
}
