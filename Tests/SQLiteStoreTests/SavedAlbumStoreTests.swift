import Domain
import Foundation
import InMemoryPorts
import SQLiteStore
import TestSupport
import Testing

/// The library rules, checked on the SQLite store and on the in-memory fake the feature tests
/// use.
@Suite struct SavedAlbumStoreTests {
  /// Two users, Anna and Bob, in a fresh database, and a library of the given kind.
  typealias Fixture = TwoUserStore<any SavedAlbumStore>

  static func album(_ id: Int64, _ title: String, tracks: Int = 2) -> Album {
    Album(
      id: id, title: title, artist: "Кино", year: 1988, genre: "Рок",
      artwork: ArtworkReference(
        url: "https://example.com/\(id)/100x100bb.jpg", sizedTemplate: nil),
      trackCount: tracks,
      tracks: (1...tracks).map {
        Track(
          disc: 1, number: $0, title: "Track \($0)", durationSeconds: 200 + $0,
          previewURL: "https://example.com/\(id)/\($0).m4a")
      })
  }

  @Test(arguments: StoreKind.allCases)
  func savedAlbumsKeepTheirTracksNewestSavedFirstForTheirUserOnly(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    let first = Self.album(1, "Группа крови")
    let second = Self.album(2, "Звезда по имени Солнце", tracks: 3)
    #expect(try await fixture.library.save(first, for: fixture.anna, at: fixture.at(0)))
    #expect(try await fixture.library.save(second, for: fixture.anna, at: fixture.at(60)))

    #expect(
      try await fixture.library.savedAlbums(for: fixture.anna) == [
        SavedAlbum(album: second, savedAt: fixture.at(60)),
        SavedAlbum(album: first, savedAt: fixture.at(0)),
      ])
    #expect(
      try await fixture.library.savedAlbum(id: 2, for: fixture.anna)?.album.tracks.count == 3)
    #expect(try await fixture.library.savedAlbums(for: fixture.bob) == [])
    #expect(try await fixture.library.savedAlbum(id: 1, for: fixture.bob) == nil)
    #expect(try await !fixture.library.remove(albumID: 1, for: fixture.bob))
    #expect(try await fixture.library.savedAlbums(for: fixture.anna).count == 2)
  }

  @Test(arguments: StoreKind.allCases)
  func savingAgainRefreshesTheCopyAndKeepsTheFirstDate(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    #expect(
      try await fixture.library.save(Self.album(1, "Old"), for: fixture.anna, at: fixture.at(0)))
    let refreshed = Self.album(1, "New", tracks: 4)

    #expect(try await !fixture.library.save(refreshed, for: fixture.anna, at: fixture.at(90)))

    #expect(
      try await fixture.library.savedAlbums(for: fixture.anna) == [
        SavedAlbum(album: refreshed, savedAt: fixture.at(0))
      ])
  }

  @Test(arguments: StoreKind.allCases)
  func removingTakesOnlyThatAlbum(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    _ = try await fixture.library.save(Self.album(1, "A"), for: fixture.anna, at: fixture.at(0))
    _ = try await fixture.library.save(Self.album(2, "B"), for: fixture.anna, at: fixture.at(1))
    _ = try await fixture.library.save(Self.album(1, "A"), for: fixture.bob, at: fixture.at(2))

    #expect(try await fixture.library.remove(albumID: 1, for: fixture.anna))
    #expect(try await !fixture.library.remove(albumID: 1, for: fixture.anna))

    #expect(try await fixture.library.savedAlbums(for: fixture.anna).map(\.album.id) == [2])
    #expect(try await fixture.library.savedAlbums(for: fixture.bob).map(\.album.id) == [1])
  }

  @Test(arguments: StoreKind.allCases)
  func addingKeepsWhatIsThereAndReportsOnlyTheNewOnes(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    let kept = Self.album(1, "Kept")
    _ = try await fixture.library.save(kept, for: fixture.anna, at: fixture.at(10))
    let incoming = [
      SavedAlbum(album: Self.album(1, "Would overwrite"), savedAt: fixture.at(0)),
      SavedAlbum(album: Self.album(3, "New"), savedAt: fixture.at(5)),
    ]

    let added = try await fixture.library.add(incoming, for: fixture.anna)

    #expect(added == [incoming[1]])
    #expect(
      try await fixture.library.savedAlbums(for: fixture.anna) == [
        SavedAlbum(album: kept, savedAt: fixture.at(10)), incoming[1],
      ])
  }

  @Test func theAlbumIsStoredAsJSONWithItsDateInISO8601UTC() async throws {
    let fixture = try await Fixture(.sqlite)
    _ = try await fixture.library.save(Self.album(7, "A"), for: fixture.anna, at: fixture.at(0))

    let stored = try fixture.database.read {
      try $0.query("SELECT saved_at, json_extract(album, '$.tracks[1].title') FROM saved_albums") {
        [$0.text(0), $0.text(1)]
      }
    }
    #expect(stored == [["2026-09-21T14:13:20.250Z", "Track 2"]])
  }

  @Test func aDamagedRowIsACorruptDatabaseNotACrash() async throws {
    let fixture = try await Fixture(.sqlite)
    try fixture.database.write {
      try $0.execute(
        "INSERT INTO saved_albums (user_id, album_id, album, saved_at) VALUES (?, 5, '{}', 'x')",
        [.integer(fixture.anna.rawValue)])
    }

    await #expect(throws: MusicLibraryError.storage(.corrupt(path: fixture.location.databasePath)))
    {
      try await fixture.library.savedAlbums(for: fixture.anna)
    }
  }

  @Test func deletingTheUserTakesTheirLibrary() async throws {
    let fixture = try await Fixture(.sqlite)
    _ = try await fixture.library.save(Self.album(1, "A"), for: fixture.anna, at: fixture.at(0))

    try fixture.database.write {
      try $0.execute("DELETE FROM users WHERE id = ?", [.integer(fixture.anna.rawValue)])
    }

    #expect(try await fixture.library.savedAlbums(for: fixture.anna) == [])
  }

  /// A database made with the schema before the library (every step but the last) upgrades in
  /// place, keeping its users, session and history, and can then save albums.
  @Test func theSchemaBeforeTheLibraryUpgradesInPlace() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    let before = LibrarySchema.migrations.firstIndex { $0.summary == "saved albums" }!
    let userID: User.ID
    do {
      let old = try SQLiteDatabase(
        path: path, migrations: Array(LibrarySchema.migrations.prefix(before)))
      userID = try await SQLiteUserStore(database: old, clock: AccountFixtures.clock)
        .create(AccountFixtures.account()).id
      try old.write {
        try $0.execute(
          "INSERT INTO session (id, user_id, started_at) VALUES (1, ?, 'then')",
          [.integer(userID.rawValue)])
      }
      try AccountFixtures.recordBeforeKinds(
        "кино", for: userID, at: AccountFixtures.clock.now(), in: old)
    }

    let upgraded = try SQLiteDatabase(path: path)

    #expect(try upgraded.schemaVersion() == LibrarySchema.latestVersion)
    let sessions = SQLiteSessionStore(database: upgraded, clock: AccountFixtures.clock)
    #expect(
      try await sessions.currentUserID() == nil, "a session without a token is ended (issue 27)")
    #expect(
      try await SQLiteSearchHistoryStore(database: upgraded).entries(for: userID, limit: 5)
        .map(\.query) == ["кино"])
    let library = SQLiteSavedAlbumStore(database: upgraded)
    #expect(
      try await library.save(Self.album(1, "A"), for: userID, at: AccountFixtures.clock.now()))
    #expect(try await library.savedAlbums(for: userID).map(\.album.id) == [1])
  }
}

extension TwoUserStore where Store == any SavedAlbumStore {
  /// The two users and a library of `kind`.
  convenience init(_ kind: StoreKind) async throws {
    try await self.init(
      kind, sqlite: { SQLiteSavedAlbumStore(database: $0) },
      inMemory: { InMemorySavedAlbums(allowingUse: true) })
  }

  /// The library under test.
  var library: any SavedAlbumStore { store }
}
