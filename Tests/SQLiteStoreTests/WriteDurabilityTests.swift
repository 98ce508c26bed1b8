import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

/// What a person entered is in the database file itself when the write returns; caches and logs
/// may stay in the WAL, which closing leaves for the next open instead of checkpointing.
@Suite struct WriteDurabilityTests {
  /// The database file alone, copied while the connection that wrote it is still open (as a
  /// power cut would find it if the WAL had not reached the disk), opened as a library.
  private static func fileAlone(_ location: TemporaryLocation) throws -> SQLiteDatabase {
    let copy = location.directory.appendingPathComponent(
      "copy-\(UUID().uuidString)/library.sqlite3")
    try FileManager.default.createDirectory(
      at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: location.databasePath, toPath: copy.path)
    return try SQLiteDatabase(path: copy.path)
  }

  /// Each write a person makes, checked on its own: a search is recorded first (a log, left in
  /// the WAL, so the WAL is never already empty), then the write, then the database file alone
  /// must show the write.
  @Test func everyWriteAPersonMakesIsInTheDatabaseFileWhenItReturns() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)
    let users = SQLiteUserStore(database: database, clock: AccountFixtures.clock)
    let sessions = SQLiteSessionStore(database: database, clock: AccountFixtures.clock)
    let saved = SQLiteSavedAlbumStore(database: database)
    let filters = SQLiteMediaFiltersStore(database: database)
    let history = SQLiteSearchHistoryStore(database: database)
    let attempts = SQLiteSignInAttemptStore(database: database)
    let email = AccountFixtures.account().email
    let searcher = try await users.create(AccountFixtures.account(email: "searcher@example.com"))
    var searches = 0
    func afterALoggedSearch(_ write: () async throws -> Void) async throws -> SQLiteDatabase {
      searches += 1
      try await history.record("search \(searches)", for: searcher.id, at: Date())
      try await write()
      return try Self.fileAlone(location)
    }

    var user: User?
    var alone = try await afterALoggedSearch {
      user = try await users.create(AccountFixtures.account())
    }
    let created = try #require(user)
    #expect(
      try await SQLiteUserStore(database: alone, clock: AccountFixtures.clock)
        .user(id: created.id) == created)

    alone = try await afterALoggedSearch {
      try await users.updatePasswordHash("new-hash", for: created.id)
    }
    #expect(
      try await SQLiteUserStore(database: alone, clock: AccountFixtures.clock)
        .credentials(email: email)?.passwordHash == "new-hash")

    alone = try await afterALoggedSearch { try await sessions.begin(for: created.id) }
    // The copy's session is checked against the token the sign-in wrote.
    let token = location.directory.appendingPathComponent("data/session-token").path
    #expect(
      try await SQLiteSessionStore(database: alone, clock: AccountFixtures.clock, tokenPath: token)
        .currentUserID() == created.id)

    alone = try await afterALoggedSearch { try await sessions.end() }
    #expect(
      try await SQLiteSessionStore(database: alone, clock: AccountFixtures.clock)
        .currentUserID() == nil)

    let album = SavedAlbumStoreTests.album(7, "Kind of Blue")
    alone = try await afterALoggedSearch {
      _ = try await saved.save(album, for: created.id, at: Date())
    }
    #expect(
      try await SQLiteSavedAlbumStore(database: alone).savedAlbums(for: created.id).map(\.album.id)
        == [7])

    alone = try await afterALoggedSearch { _ = try await saved.remove(albumID: 7, for: created.id) }
    #expect(try await SQLiteSavedAlbumStore(database: alone).savedAlbums(for: created.id).isEmpty)

    let imported = SavedAlbum(album: SavedAlbumStoreTests.album(8, "Blue Train"), savedAt: Date())
    alone = try await afterALoggedSearch { _ = try await saved.add([imported], for: created.id) }
    #expect(
      try await SQLiteSavedAlbumStore(database: alone).savedAlbums(for: created.id).map(\.album.id)
        == [8])

    let movies = try MediaFilters(media: .movie, explicit: false, country: "RU", limit: 30)
    alone = try await afterALoggedSearch { try await filters.save(movies, for: created.id) }
    #expect(try await SQLiteMediaFiltersStore(database: alone).filters(for: created.id) == movies)

    // Recorded, then carried into the file by a durable write, so that only a durable delete
    // can take it out of the file.
    try await history.record("Abbey Road", for: created.id, at: Date())
    try await filters.save(movies, for: created.id)
    alone = try await afterALoggedSearch {
      _ = try await history.delete("Abbey Road", for: created.id)
    }
    #expect(
      try await SQLiteSearchHistoryStore(database: alone).entries(for: created.id, limit: 10)
        .isEmpty)

    try await history.record("Revolver", for: created.id, at: Date())
    try await filters.save(movies, for: created.id)
    alone = try await afterALoggedSearch { try await history.clear(for: created.id) }
    #expect(
      try await SQLiteSearchHistoryStore(database: alone).entries(for: created.id, limit: 10)
        .isEmpty)

    let locked = SignInAttempts(
      failures: 5, lockedUntil: Date(timeIntervalSince1970: 2_000_000_000))
    alone = try await afterALoggedSearch { try await attempts.save(locked, for: email) }
    #expect(try await SQLiteSignInAttemptStore(database: alone).attempts(for: email) == locked)
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

  /// Each run that opens the file reads the WAL's current frames back, so many small writes
  /// (a search each) must not pile up in it: a commit past `autoCheckpointPages` checkpoints,
  /// and the next write starts the WAL over.
  @Test func manySmallWritesLeaveAShortWAL() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(path: location.databasePath)
    let user = try await SQLiteUserStore(database: database, clock: AccountFixtures.clock)
      .create(AccountFixtures.account())
    let history = SQLiteSearchHistoryStore(database: database)
    var most = 0
    for search in 1...300 {
      try await history.record("search \(search)", for: user.id, at: Date())
      most = max(most, try Self.currentWALFrames(location.databasePath + "-wal"))
    }

    #expect(most > 0, "the writes went to the WAL")
    #expect(most <= SQLiteDatabase.autoCheckpointPages + 8, "frames in the WAL at most: \(most)")
  }

  /// The frames of the WAL's current generation: those whose salts match the header's (a
  /// restarted WAL writes new salts over the old frames).
  private static func currentWALFrames(_ path: String) throws -> Int {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    guard bytes.count >= 32 else { return 0 }
    let pageSize = bytes[8..<12].reduce(0) { $0 << 8 | Int($1) }
    let salts = bytes[16..<24]
    var frames = 0
    var offset = 32
    while offset + 24 + pageSize <= bytes.count, bytes[offset + 8..<offset + 16] == salts {
      frames += 1
      offset += 24 + pageSize
    }
    return frames
  }

  /// The answer cache is disposable: its writes are never synced, also around a durable write,
  /// while the library keeps its level.
  @Test func aDisposableFileIsNeverSyncedAndTheLibraryIs() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    func level(_ database: SQLiteDatabase) throws -> Int64 {
      try database.read { try $0.query("PRAGMA synchronous") { $0.int64(0) ?? -1 } }.first ?? -1
    }
    let cache = try SQLiteDatabase(
      path: location.directory.appendingPathComponent("cache.sqlite3").path, migrations: [],
      disposable: true)
    let library = try SQLiteDatabase(path: location.databasePath)
    #expect(try level(cache) == 0)
    #expect(try level(library) == 1)
    try cache.durableWrite { try $0.execute("CREATE TABLE t (x)") }
    try library.durableWrite { try $0.execute("CREATE TABLE t (x)") }
    #expect(try level(cache) == 0)
    #expect(try level(library) == 1)
  }
}
