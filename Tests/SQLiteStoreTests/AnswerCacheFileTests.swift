import Domain
import Foundation
import SQLiteAnswerStore
import SQLiteStore
import TestSupport
import Testing

/// The answer cache in a file of its own: answers per account, a damaged file that is no cache
/// (told once) and `clear` that starts it over; the library file loses its old answer tables.
@Suite struct AnswerCacheFileTests {
  static let fetched = Date(timeIntervalSince1970: 1_800_000_000)
  static let key = AnswerKey.albums(term: "кино", limit: 5, country: "US")
  static let page = AlbumSearchPage(
    albums: [
      AlbumSummary(
        id: 1, title: "Группа крови", artist: "Кино", trackCount: 11, year: 1988, artwork: nil)
    ], skippedCount: 0)

  /// An answer of about a megabyte.
  static let bigPage = AlbumSearchPage(
    albums: (1001...3000).map {
      AlbumSummary(
        id: $0, title: String(repeating: "x", count: 500), artist: nil, trackCount: 1,
        year: nil, artwork: nil)
    }, skippedCount: 0)

  let location = TemporaryLocation()

  /// Who is signed in, changed by the test.
  final class SignedIn: @unchecked Sendable {
    var user: User.ID?
  }

  /// What the store said about the cache, in order.
  final class Told: @unchecked Sendable {
    var failures: [MusicLibraryError] = []
  }

  func store(_ signedIn: SignedIn, told: Told = Told()) -> SQLiteCatalogAnswerStore {
    SQLiteCatalogAnswerStore(
      file: LazyDatabase(path: location.databasePath, migrations: AnswerSchema.migrations),
      account: { signedIn.user }, unavailable: { told.failures.append($0) })
  }

  @Test func oneAccountsAnswersAreNotAnothersAndItsClearKeepsTheOthers() async throws {
    defer { location.remove() }
    let signedIn = SignedIn()
    let store = store(signedIn)
    signedIn.user = User.ID(rawValue: 1)
    try await store.saveAlbumSearch(Self.page, for: Self.key, fetchedAt: Self.fetched)
    signedIn.user = User.ID(rawValue: 2)
    #expect(try await store.albumSearch(Self.key, usedAt: Self.fetched) == nil)
    #expect(try await store.summary().entries == 0)
    try await store.saveAlbumSearch(Self.page, for: Self.key, fetchedAt: Self.fetched)
    try await store.clear()
    #expect(try await store.albumSearch(Self.key, usedAt: Self.fetched) == nil)
    signedIn.user = User.ID(rawValue: 1)
    #expect(try await store.albumSearch(Self.key, usedAt: Self.fetched)?.value == Self.page)
    signedIn.user = nil
    #expect(try await store.summary().entries == 1, "signed out, the summary counts everyone's")
  }

  @Test func clearingSignedOutOrTheLastAnswersStartsTheFileOver() async throws {
    defer { location.remove() }
    let signedIn = SignedIn()
    let store = store(signedIn)
    signedIn.user = User.ID(rawValue: 1)
    try await store.saveAlbumSearch(Self.bigPage, for: Self.key, fetchedAt: Self.fetched)
    let grown = try FileManager.default.attributesOfItem(atPath: location.databasePath)[.size]
    #expect((grown as? Int ?? 0) > 1_000_000)
    try await store.clear()
    let sizes = SQLiteDatabase.files(at: location.databasePath).map {
      (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0
    }
    #expect(sizes.reduce(0, +) < 200_000, "the file and its WAL shrank back: \(sizes)")
    try await store.saveAlbumSearch(Self.page, for: Self.key, fetchedAt: Self.fetched)
    signedIn.user = nil
    try await store.clear()
    #expect(try await store.summary().entries == 0)
  }

  @Test func oneAccountsClearGivesItsPagesBackWhileAnotherKeepsItsAnswers() async throws {
    defer { location.remove() }
    let signedIn = SignedIn()
    let store = store(signedIn)
    signedIn.user = User.ID(rawValue: 1)
    try await store.saveAlbumSearch(Self.page, for: Self.key, fetchedAt: Self.fetched)
    signedIn.user = User.ID(rawValue: 2)
    try await store.saveAlbumSearch(Self.bigPage, for: Self.key, fetchedAt: Self.fetched)
    #expect(filesBytes() > 1_000_000)

    try await store.clear()

    #expect(filesBytes() < 200_000, "the file shrank with another account's answer in it")
    signedIn.user = User.ID(rawValue: 1)
    #expect(try await store.albumSearch(Self.key, usedAt: Self.fetched)?.value == Self.page)
  }

  @Test func aFileMadeBeforeIsRebuiltOnceKeepingItsAnswers() async throws {
    defer { location.remove() }
    let before = Array(AnswerSchema.migrations.prefix { $0.summary != "incremental auto-vacuum" })
    #expect(before.count < AnswerSchema.migrations.count, "the step exists")
    do {
      let old = try SQLiteDatabase(path: location.databasePath, migrations: before)
      #expect(try autoVacuum(old) == 0)
    }
    let signedIn = SignedIn()
    signedIn.user = User.ID(rawValue: 1)
    do {
      let old = SQLiteCatalogAnswerStore(
        file: LazyDatabase(path: location.databasePath, migrations: before),
        account: { signedIn.user })
      try await old.saveAlbumSearch(Self.page, for: Self.key, fetchedAt: Self.fetched)
    }

    let upgraded = try SQLiteDatabase(
      path: location.databasePath, migrations: AnswerSchema.migrations)

    #expect(try autoVacuum(upgraded) == 2, "incremental")
    #expect(try upgraded.schemaVersion() == Int32(AnswerSchema.migrations.count))
    #expect(
      try await store(signedIn).albumSearch(Self.key, usedAt: Self.fetched)?.value == Self.page)
  }

  @Test func aDamagedFileIsNoCacheToldOnceAndClearStartsItOver() async throws {
    defer { location.remove() }
    let signedIn = SignedIn()
    signedIn.user = User.ID(rawValue: 1)
    do {
      try await store(signedIn).saveAlbumSearch(Self.page, for: Self.key, fetchedAt: Self.fetched)
    }
    try damage(location.databasePath)
    let told = Told()
    let store = store(signedIn, told: told)

    #expect(try await store.albumSearch(Self.key, usedAt: Self.fetched) == nil)
    try await store.saveAlbumSearch(Self.page, for: Self.key, fetchedAt: Self.fetched)
    #expect(try await store.album(.album(id: 1, country: "US"), usedAt: Self.fetched) == nil)
    #expect(told.failures == [.storage(.corrupt(path: location.databasePath))])
    await #expect(throws: MusicLibraryError.self) { try await store.summary() }

    try await store.clear()

    #expect(try await store.summary().entries == 0)
    try await store.saveAlbumSearch(Self.page, for: Self.key, fetchedAt: Self.fetched)
    #expect(try await store.albumSearch(Self.key, usedAt: Self.fetched)?.value == Self.page)
  }

  @Test func theLibraryFileLosesItsAnswerTablesAndKeepsItsAccounts() async throws {
    defer { location.remove() }
    let before = Array(LibrarySchema.migrations.prefix { $0.summary != "answers moved out" })
    #expect(before.count < LibrarySchema.migrations.count, "the step exists")
    do {
      let old = try SQLiteDatabase(path: location.databasePath, migrations: before)
      _ = try await SQLiteUserStore(database: old, clock: AccountFixtures.clock)
        .create(AccountFixtures.account())
      try old.write {
        try $0.execute("INSERT INTO catalog_albums (id, title) VALUES (1, 'Группа крови')")
      }
    }
    let upgraded = try SQLiteDatabase(path: location.databasePath)
    let tables = try upgraded.read {
      try $0.query("SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE 'catalog%'") {
        $0.text(0)
      }
    }
    #expect(tables.isEmpty, "\(tables)")
    #expect(try AccountFixtures.userCount(upgraded) == 1)
  }

  /// `PRAGMA auto_vacuum` of `database`: 0 none, 1 full, 2 incremental.
  private func autoVacuum(_ database: SQLiteDatabase) throws -> Int64 {
    try database.read { try $0.query("PRAGMA auto_vacuum") { $0.int64(0) ?? -1 } }.first ?? -1
  }

  /// The bytes of the cache file and its companions.
  private func filesBytes() -> Int {
    SQLiteDatabase.files(at: location.databasePath).map {
      (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0
    }.reduce(0, +)
  }

  /// Moves everything into the file, then overwrites all of it after the 100-byte header, as a
  /// disk error or a careless hand would.
  private func damage(_ path: String) throws {
    do {
      let database = try SQLiteDatabase(path: path, migrations: AnswerSchema.migrations)
      try database.durableWrite { _ in }
    }
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    let size = try handle.seekToEnd()
    try handle.seek(toOffset: 100)
    try handle.write(contentsOf: Data(repeating: 0xA5, count: Int(size) - 100))
  }
}
