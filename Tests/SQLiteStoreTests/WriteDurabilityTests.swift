import Domain
import Foundation
import SQLiteStore
import Testing

/// What a person entered is in the database file itself when the write returns; caches and logs
/// may stay in the WAL, which closing leaves for the next open instead of checkpointing.
@Suite struct WriteDurabilityTests {
  /// The database file alone, copied while the connection that wrote it is still open (as a
  /// power cut would find it if the WAL had not reached the disk), opened as a library.
  private static func fileAlone(_ location: TemporaryLocation) throws -> SQLiteDatabase {
    let copy = location.directory.appendingPathComponent("copy/library.sqlite3")
    try FileManager.default.createDirectory(
      at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: location.databasePath, toPath: copy.path)
    return try SQLiteDatabase(path: copy.path)
  }

  @Test func accountSessionAndSavedAlbumAreInTheDatabaseFileWhenTheWriteReturns() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)
    let user = try await SQLiteUserStore(database: database, clock: AccountFixtures.clock)
      .create(AccountFixtures.account())
    try await SQLiteSessionStore(database: database, clock: AccountFixtures.clock)
      .begin(for: user.id)
    let saved = try await SQLiteSavedAlbumStore(database: database)
      .save(SavedAlbumStoreTests.album(7, "Kind of Blue"), for: user.id, at: Date())
    #expect(saved)

    let alone = try Self.fileAlone(location)

    #expect(
      try await SQLiteUserStore(database: alone, clock: AccountFixtures.clock)
        .user(id: user.id) == user)
    #expect(
      try await SQLiteSessionStore(database: alone, clock: AccountFixtures.clock)
        .currentUserID() == user.id)
    #expect(
      try await SQLiteSavedAlbumStore(database: alone).savedAlbums(for: user.id).map(\.album.id)
        == [7])
  }

  @Test func historyLeftInTheWALOnCloseIsReadBackOnTheNextOpen() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let user: User
    do {
      let database = try SQLiteDatabase(path: location.databasePath)
      user = try await SQLiteUserStore(database: database, clock: AccountFixtures.clock)
        .create(AccountFixtures.account())
      try await SQLiteSearchHistoryStore(database: database)
        .record("Abbey Road", for: user.id, at: Date())
    }
    let wal = try FileManager.default.attributesOfItem(atPath: location.databasePath + "-wal")
    #expect((wal[.size] as? Int ?? 0) > 0, "closing checkpointed the WAL")

    let reopened = try SQLiteDatabase(path: location.databasePath)

    let entries = try await SQLiteSearchHistoryStore(database: reopened)
      .entries(for: user.id, limit: 10)
    #expect(entries.map(\.query) == ["Abbey Road"])
  }
}
