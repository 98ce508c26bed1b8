import Domain
import Foundation
import SQLiteAnswerStore
import SQLiteStore
import TestSupport
import Testing

@Suite struct CatalogAnswerStoreTests {
  static let fetched = Date(timeIntervalSince1970: 1_800_000_000.5)
  static let artwork = ArtworkReference(
    url: "https://example.com/a/100x100bb.jpg",
    sizedTemplate: "https://example.com/a/{size}x{size}bb.jpg")

  static func summary(_ id: Int64, _ title: String = "Abbey Road") -> AlbumSummary {
    AlbumSummary(
      id: id, title: title, artist: id.isMultiple(of: 2) ? nil : "The Beatles", trackCount: 17,
      year: 1969, artwork: id == 1 ? artwork : nil)
  }

  static let album = Album(
    id: 1, title: "Abbey Road", artist: "The Beatles", year: 1969, genre: "Rock",
    artwork: artwork, trackCount: 17,
    tracks: [
      Track(
        disc: 1, number: 2, title: "Something", durationSeconds: 182, previewURL: "https://p/2"),
      Track(disc: 1, number: 1, title: "Come Together", durationSeconds: nil, previewURL: nil),
      Track(disc: 2, number: 1, title: "Her Majesty", durationSeconds: 23, previewURL: nil),
    ])

  static let song = TrackSummary(
    id: 9, title: "Come Together", artist: "The Beatles", album: "Abbey Road", albumID: 1,
    trackNumber: 1, disc: 1, durationSeconds: 259, previewURL: "https://p/9", artwork: artwork)

  let location = TemporaryLocation()

  func open(
    sizeLimit: Int64 = SQLiteCatalogAnswerStore.defaultSizeLimitBytes, pinned: [Int64] = []
  )
    throws -> (SQLiteDatabase, SQLiteCatalogAnswerStore)
  {
    let file = LazyDatabase(path: location.databasePath, migrations: AnswerSchema.migrations)
    return (
      try file.database(),
      SQLiteCatalogAnswerStore(
        file: file, sizeLimitBytes: sizeLimit, pinnedAlbumIDs: { pinned })
    )
  }

  /// Rows of `table` in the file at `database`'s path as it is now (a cleared cache is a new
  /// file, which a connection opened before would not see).
  func count(_ table: String, in database: SQLiteDatabase) throws -> Int64 {
    try SQLiteDatabase(path: database.path, migrations: AnswerSchema.migrations).read {
      try $0.query("SELECT count(*) FROM \(table)") { $0.int64(0) ?? -1 }
    }[0]
  }

  @Test func answersComeBackAsTheyWereSavedInOrder() async throws {
    defer { location.remove() }
    let (_, store) = try open()
    let page = AlbumSearchPage(
      albums: [Self.summary(3, "Help!"), Self.summary(1), Self.summary(2)], skippedCount: 2)
    let searchKey = AnswerKey.albums(term: "beatles", limit: 5, country: "US")
    let albumKey = AnswerKey.album(id: 1, country: "US")
    let tracksKey = AnswerKey.tracks(term: "come", limit: 5, country: "US")
    try await store.saveAlbumSearch(page, for: searchKey, fetchedAt: Self.fetched)
    try await store.saveAlbum(Self.album, for: albumKey, fetchedAt: Self.fetched)
    try await store.saveTrackSearch([Self.song], for: tracksKey, fetchedAt: Self.fetched)

    let later = Self.fetched + 10
    let storedPage = try await store.albumSearch(searchKey, usedAt: later)
    #expect(storedPage?.value == page)
    #expect(storedPage?.fetchedAt == Self.fetched)
    #expect(try await store.album(albumKey, usedAt: later)?.value == Self.album)
    #expect(try await store.trackSearch(tracksKey, usedAt: later)?.value == [Self.song])
    #expect(
      try await store.albumSearch(.albums(term: "other", limit: 5, country: "US"), usedAt: later)
        == nil)
    #expect(try await store.album(.album(id: 1, country: "GB"), usedAt: later) == nil)
  }

  @Test func aCompilationsTrackArtistsComeBackAsSaved() async throws {
    defer { location.remove() }
    let (_, store) = try open()
    let compilation = Album(
      id: 8, title: "Антология", artist: "Various Artists", year: 2005, genre: nil, artwork: nil,
      trackCount: 2,
      tracks: [
        Track(
          disc: 1, number: 1, title: "Город золотой", durationSeconds: 182, previewURL: nil,
          artist: "Аквариум"),
        Track(disc: 1, number: 2, title: "Unknown", durationSeconds: nil, previewURL: nil),
      ])
    let key = AnswerKey.album(id: 8, country: "RU")
    try await store.saveAlbum(compilation, for: key, fetchedAt: Self.fetched)
    let stored = try await store.album(key, usedAt: Self.fetched)?.value
    #expect(stored?.tracks.map(\.artist) == ["Аквариум", nil])
    #expect(stored == compilation)
  }

  @Test func aSearchAfterALookUpKeepsTheAlbumsGenreAndTracks() async throws {
    defer { location.remove() }
    let (_, store) = try open()
    let albumKey = AnswerKey.album(id: 1, country: "US")
    try await store.saveAlbum(Self.album, for: albumKey, fetchedAt: Self.fetched)
    try await store.saveAlbumSearch(
      AlbumSearchPage(albums: [Self.summary(1)], skippedCount: 0),
      for: .albums(term: "abbey", limit: 5, country: "US"), fetchedAt: Self.fetched + 5)
    #expect(try await store.album(albumKey, usedAt: Self.fetched)?.value == Self.album)
  }

  @Test func savingAgainReplacesTheAnswerAndDropsWhatNothingListsAnyMore() async throws {
    defer { location.remove() }
    let (database, store) = try open()
    let key = AnswerKey.albums(term: "beatles", limit: 5, country: "US")
    try await store.saveAlbumSearch(
      AlbumSearchPage(albums: [Self.summary(1), Self.summary(2)], skippedCount: 0), for: key,
      fetchedAt: Self.fetched)
    try await store.saveAlbumSearch(
      AlbumSearchPage(albums: [Self.summary(3)], skippedCount: 0), for: key,
      fetchedAt: Self.fetched + 3600)
    let stored = try await store.albumSearch(key, usedAt: Self.fetched + 3601)
    #expect(stored?.value.albums == [Self.summary(3)])
    #expect(stored?.fetchedAt == Self.fetched + 3600)
    #expect(try count("catalog_answers", in: database) == 1)
    #expect(try count("catalog_albums", in: database) == 1)
  }

  @Test func theLeastRecentlyUsedAnswersAreDroppedToStayUnderTheBound() async throws {
    defer { location.remove() }
    let (database, store) = try open(sizeLimit: 1000)
    func key(_ index: Int) -> AnswerKey { .albums(term: "q\(index)", limit: 5, country: "US") }
    for index in 0..<3 {
      try await store.saveAlbumSearch(
        AlbumSearchPage(albums: [Self.summary(Int64(index + 10))], skippedCount: 0),
        for: key(index), fetchedAt: Self.fetched + Double(index))
    }
    // Reading the oldest makes it the most recently used.
    #expect(try await store.albumSearch(key(0), usedAt: Self.fetched + 100) != nil)
    for index in 3..<12 {
      try await store.saveAlbumSearch(
        AlbumSearchPage(albums: [Self.summary(Int64(index + 10))], skippedCount: 0),
        for: key(index), fetchedAt: Self.fetched + 100 + Double(index))
    }
    let summary = try await store.summary()
    #expect(summary.bytes <= 1000)
    #expect(summary.entries < 12)
    #expect(try await store.albumSearch(key(1), usedAt: Self.fetched + 200) == nil)
    #expect(try await store.albumSearch(key(11), usedAt: Self.fetched + 200) != nil)
    #expect(try count("catalog_albums", in: database) == Int64(summary.entries))
  }

  @Test func aPinnedAlbumsLookUpIsNeverDropped() async throws {
    defer { location.remove() }
    let (database, store) = try open(sizeLimit: 600, pinned: [1])
    let albumKey = AnswerKey.album(id: 1, country: "US")
    try await store.saveAlbum(Self.album, for: albumKey, fetchedAt: Self.fetched)
    for index in 0..<10 {
      try await store.saveAlbumSearch(
        AlbumSearchPage(albums: [Self.summary(Int64(index + 10))], skippedCount: 0),
        for: .albums(term: "q\(index)", limit: 5, country: "US"),
        fetchedAt: Self.fetched + Double(index))
    }
    #expect(try await store.album(albumKey, usedAt: Self.fetched + 100)?.value == Self.album)
    #expect(try count("catalog_album_tracks", in: database) == 3)
  }

  @Test func anAnswerWithAMissingMemberIsNoAnswer() async throws {
    defer { location.remove() }
    let (database, store) = try open()
    let key = AnswerKey.albums(term: "beatles", limit: 5, country: "US")
    try await store.saveAlbumSearch(
      AlbumSearchPage(albums: [Self.summary(1), Self.summary(2)], skippedCount: 0), for: key,
      fetchedAt: Self.fetched)
    try database.write { try $0.execute("DELETE FROM catalog_albums WHERE id = 2") }
    #expect(try await store.albumSearch(key, usedAt: Self.fetched) == nil)
  }

  @Test func theSummaryCountsAnswersTheirSizeAndTheOldest() async throws {
    defer { location.remove() }
    let (_, store) = try open()
    #expect(
      try await store.summary() == AnswerStoreSummary(entries: 0, bytes: 0, oldestFetchedAt: nil))
    try await store.saveAlbum(
      Self.album, for: .album(id: 1, country: "US"), fetchedAt: Self.fetched + 60)
    try await store.saveTrackSearch(
      [Self.song], for: .tracks(term: "come", limit: 5, country: "US"), fetchedAt: Self.fetched)
    let summary = try await store.summary()
    #expect(summary.entries == 2)
    #expect(summary.bytes > 0)
    #expect(summary.oldestFetchedAt == Self.fetched)
  }

  @Test func clearingDropsAnswersOnlyAndKeepsAccountsAndHistory() async throws {
    defer { location.remove() }
    let (database, store) = try open()
    let library = try SQLiteDatabase(path: location.directory.path + "/library.sqlite3")
    let user = try await SQLiteUserStore(database: library, clock: AccountFixtures.clock)
      .create(AccountFixtures.account())
    try await SQLiteSearchHistoryStore(database: library)
      .record("Abbey Road", for: user.id, at: Self.fetched)
    try await store.saveAlbum(
      Self.album, for: .album(id: 1, country: "US"), fetchedAt: Self.fetched)
    try await store.saveTrackSearch(
      [Self.song], for: .tracks(term: "come", limit: 5, country: "US"), fetchedAt: Self.fetched)

    try await store.clear()

    #expect(try await store.summary().entries == 0)
    for table in [
      "catalog_answers", "catalog_answer_members", "catalog_albums", "catalog_album_tracks",
      "catalog_tracks",
    ] {
      #expect(try count(table, in: database) == 0, "\(table)")
    }
    #expect(try AccountFixtures.userCount(library) == 1)
    #expect(
      try await SQLiteSearchHistoryStore(database: library).entries(for: user.id, limit: 5).count
        == 1)
  }

  @Test func aDatabaseMadeWithTheSchemaBeforeTheStoreUpgradesKeepingItsData() async throws {
    defer { location.remove() }
    let before = Array(LibrarySchema.migrations.prefix { $0.summary != "catalog answers" })
    let userID: User.ID
    do {
      let old = try SQLiteDatabase(path: location.databasePath, migrations: before)
      userID = try await SQLiteUserStore(database: old, clock: AccountFixtures.clock)
        .create(AccountFixtures.account()).id
      try AccountFixtures.recordBeforeKinds("Abbey Road", for: userID, at: Self.fetched, in: old)
    }

    let upgraded = try SQLiteDatabase(path: location.databasePath)
    let store = SQLiteCatalogAnswerStore(
      file: LazyDatabase(
        path: location.directory.path + "/cache/answers.sqlite3",
        migrations: AnswerSchema.migrations))

    #expect(try upgraded.schemaVersion() == LibrarySchema.latestVersion)
    #expect(
      try await SQLiteUserStore(database: upgraded, clock: AccountFixtures.clock)
        .user(id: userID)?.email == "anna@example.com")
    #expect(
      try await SQLiteSearchHistoryStore(database: upgraded).entries(for: userID, limit: 5)
        .map(\.query) == ["Abbey Road"])
    try await store.saveAlbum(
      Self.album, for: .album(id: 1, country: "US"), fetchedAt: Self.fetched)
    #expect(
      try await store.album(.album(id: 1, country: "US"), usedAt: Self.fetched)?.value == Self.album
    )
  }

  @Test func albumTracksStoredBeforeTrackArtistsComeBackWithoutThem() async throws {
    defer { location.remove() }
    let before = Array(AnswerSchema.migrations.prefix { $0.summary != "album track artists" })
    #expect(before.count < AnswerSchema.migrations.count, "the step exists")
    let key = AnswerKey.album(id: 1, country: "US")
    do {
      let old = try SQLiteDatabase(path: location.databasePath, migrations: before)
      try old.write { transaction in
        try transaction.execute(
          "INSERT INTO catalog_albums (id, title, artist) VALUES (1, 'Abbey Road', 'The Beatles')")
        try transaction.execute(
          """
          INSERT INTO catalog_album_tracks (album_id, position, disc, number, title)
          VALUES (1, 0, 1, 1, 'Come Together')
          """)
      }
    }
    let (upgraded, store) = try open()
    #expect(try upgraded.schemaVersion() == Int32(AnswerSchema.migrations.count))
    let kept = try upgraded.read {
      try $0.query("SELECT title, artist FROM catalog_album_tracks") { row in
        "\(row.text(0) ?? "?") by \(row.text(1) ?? "nobody")"
      }
    }
    #expect(kept == ["Come Together by nobody"], "an old track is kept, with no artist")
    try await store.saveAlbum(Self.album, for: key, fetchedAt: Self.fetched)
    #expect(try await store.album(key, usedAt: Self.fetched)?.value == Self.album)
  }
}
