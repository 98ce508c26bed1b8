import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `PRAGMA quick_check` reads the whole file, so it runs only on a file that is not the one a
/// run last left.
@Suite struct IntegrityStampTests {
  /// Opens and closes the library until an open trusts it (file times are coarse: a stamp
  /// written in the tick of the file's last change is not trusted); fails when none does.
  private static func openUntilTrusted(_ path: String) throws {
    for _ in 0..<200 {
      if try !SQLiteDatabase(path: path).checkedIntegrity { return }
      usleep(5_000)
    }
    Issue.record("every open checked the file")
  }

  private static func libraryWithAUser(_ location: TemporaryLocation) async throws -> String {
    let path = location.databasePath
    let database = try SQLiteDatabase(path: path)
    #expect(database.checkedIntegrity, "a new file has no stamp")
    _ = try await SQLiteUserStore(database: database, clock: AccountFixtures.clock)
      .create(AccountFixtures.account())
    return path
  }

  @Test func aFileLeftByARunIsNotCheckedAgainUntilItChanges() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = try await Self.libraryWithAUser(location)

    try Self.openUntilTrusted(path)
    #expect(try !SQLiteDatabase(path: path).checkedIntegrity, "still the file the last run left")

    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    let header = try #require(try handle.read(upToCount: 100))
    try handle.seek(toOffset: 0)
    try handle.write(contentsOf: header)
    try handle.close()
    #expect(try SQLiteDatabase(path: path).checkedIntegrity, "rewritten, even with the same bytes")
  }

  @Test func aCheckAskedForRunsOnAFileTheLastRunLeftToo() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = try await Self.libraryWithAUser(location)
    try Self.openUntilTrusted(path)

    #expect(try SQLiteDatabase(path: path, checkingIntegrity: true).checkedIntegrity)
  }

  @Test func aFileDamagedAfterARunIsRefusedEvenWithItsTimesPutBack() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = try await Self.libraryWithAUser(location)
    try Self.openUntilTrusted(path)
    var before = stat()
    #expect(stat(path, &before) == 0)

    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    try handle.seek(toOffset: 4096)
    try handle.write(contentsOf: Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37) }))
    try handle.close()
    var times = [before.st_atim, before.st_mtim]
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    let damaged = try Data(contentsOf: URL(fileURLWithPath: path))

    #expect(throws: MusicLibraryError.storage(.corrupt(path: path))) {
      _ = try SQLiteDatabase(path: path)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == damaged)
  }

  @Test func aStampOthersCouldWriteIsNotTrusted() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = try await Self.libraryWithAUser(location)
    try Self.openUntilTrusted(path)

    #expect(chmod(path + "-checked", 0o666) == 0)

    #expect(try SQLiteDatabase(path: path).checkedIntegrity)
  }
}
