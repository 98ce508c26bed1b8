import Domain
import Foundation
import SQLiteAnswerStore
import SQLiteStore
import TestSupport
import Testing

/// Media search and item answers in the SQLite answer store: normalised, bounded, cleared, and
/// a database from before them upgraded.
@Suite struct MediaAnswerStoreTests {
  static let fetched = Date(timeIntervalSince1970: 1_800_000_000.5)
  static let song = MediaItem(
    id: 11, kind: .song, title: "Группа крови", artist: "Кино", artistID: 9,
    artistURL: "https://music.apple.com/ru/artist/9", storeURL: "https://music.apple.com/s/11",
    albumID: 1, isExplicit: false, genres: ["Рок", "Music"],
    releaseDate: CalendarDate(year: 1988, month: 1, day: 5), durationSeconds: 286,
    artwork: ArtworkReference(
      url: "https://example.com/a/100x100bb.jpg",
      sizedTemplate: "https://example.com/a/{size}x{size}bb.jpg"))
  static let movie = MediaItem(
    id: 31, kind: .movie, title: "Брат", artist: "Алексей Балабанов", isExplicit: true,
    genres: ["Драма"], durationSeconds: 5940, contentRating: "18+",
    description: "Данила<br />едет &amp; едет")
  static let book = MediaItem(
    id: 51, kind: .ebook, title: "War and Peace", artist: "Leo Tolstoy",
    description: "<p>Epic.</p>", rating: 4.5, ratingCount: 56789, fileSizeBytes: 3_407_872)

  let location = TemporaryLocation()

  func open(sizeLimit: Int64 = SQLiteCatalogAnswerStore.defaultSizeLimitBytes) throws
    -> (SQLiteDatabase, SQLiteCatalogAnswerStore)
  {
    let file = LazyDatabase(path: location.databasePath, migrations: AnswerSchema.migrations)
    return (try file.database(), SQLiteCatalogAnswerStore(file: file, sizeLimitBytes: sizeLimit))
  }

  /// Rows of `table` in the file at `database`'s path as it is now (a cleared cache is a new
  /// file, which a connection opened before would not see).
  func count(_ table: String, in database: SQLiteDatabase) throws -> Int64 {
    try SQLiteDatabase(path: database.path, migrations: AnswerSchema.migrations).read {
      try $0.query("SELECT count(*) FROM \(table)") { $0.int64(0) ?? -1 }
    }[0]
  }

  func key(_ term: String, _ media: MediaKind = .movie) throws -> AnswerKey {
    .mediaSearch(
      term: term, filters: try MediaFilters(media: media, explicit: true, country: "US", limit: 30))
  }

  @Test func mediaAnswersComeBackAsTheyWereSavedInOrder() async throws {
    defer { location.remove() }
    let (_, store) = try open()
    let searchKey = try key("Брат")
    try await store.saveMediaSearch(
      [Self.book, Self.movie, Self.song], for: searchKey, fetchedAt: Self.fetched)
    try await store.saveMediaItem(
      Self.song, for: .mediaItem(id: 11, country: "US"), fetchedAt: Self.fetched + 1)

    let later = Self.fetched + 10
    let page = try await store.mediaSearch(try key("брат"), usedAt: later)
    #expect(page?.value == [Self.book, Self.movie, Self.song])
    #expect(page?.fetchedAt == Self.fetched)
    let item = try await store.mediaItem(.mediaItem(id: 11, country: "US"), usedAt: later)
    #expect(item?.value == Self.song)
    #expect(item?.fetchedAt == Self.fetched + 1)
    #expect(try await store.mediaSearch(try key("Брат", .song), usedAt: later) == nil)
    #expect(try await store.mediaItem(.mediaItem(id: 11, country: "RU"), usedAt: later) == nil)
    #expect(try await store.mediaItem(.mediaItem(id: 31, country: "US"), usedAt: later) == nil)
  }

  @Test func savingAgainReplacesTheItemsAndDropsWhatNothingListsAnyMore() async throws {
    defer { location.remove() }
    let (database, store) = try open()
    try await store.saveMediaSearch(
      [Self.movie, Self.song], for: try key("q"), fetchedAt: Self.fetched)
    try await store.saveMediaItem(
      Self.song, for: .mediaItem(id: 11, country: "US"), fetchedAt: Self.fetched)
    try await store.saveMediaSearch([Self.book], for: try key("q"), fetchedAt: Self.fetched + 60)

    #expect(
      try await store.mediaSearch(try key("q"), usedAt: Self.fetched + 61)?.value == [Self.book])
    // The song stays for its own look-up; the movie, listed by nothing, is gone with its genre.
    #expect(try count("catalog_media_items", in: database) == 2)
    #expect(try count("catalog_media_genres", in: database) == 2)
    #expect(
      try await store.mediaItem(.mediaItem(id: 11, country: "US"), usedAt: Self.fetched)?.value
        == Self.song)
  }

  @Test func theLeastRecentlyUsedMediaAnswersAreDroppedToStayUnderTheBound() async throws {
    defer { location.remove() }
    let (database, store) = try open(sizeLimit: 1500)
    for index in 0..<12 {
      let item = MediaItem(id: Int64(100 + index), kind: .movie, title: "Фильм \(index)")
      try await store.saveMediaSearch(
        [item], for: try key("q\(index)"), fetchedAt: Self.fetched + Double(index))
    }
    let summary = try await store.summary()
    #expect(summary.bytes <= 1500)
    #expect(summary.entries < 12)
    #expect(try await store.mediaSearch(try key("q0"), usedAt: Self.fetched + 100) == nil)
    #expect(try await store.mediaSearch(try key("q11"), usedAt: Self.fetched + 100) != nil)
    #expect(try count("catalog_media_items", in: database) == Int64(summary.entries))
  }

  @Test func clearingDropsTheMediaItemsToo() async throws {
    defer { location.remove() }
    let (database, store) = try open()
    try await store.saveMediaSearch(
      [Self.song, Self.movie], for: try key("q"), fetchedAt: Self.fetched)
    try await store.saveMediaItem(
      Self.book, for: .mediaItem(id: 51, country: "US"), fetchedAt: Self.fetched)
    #expect(try await store.summary().entries == 2)

    try await store.clear()

    #expect(try await store.summary().entries == 0)
    for table in ["catalog_answer_members", "catalog_media_items", "catalog_media_genres"] {
      #expect(try count(table, in: database) == 0, "\(table)")
    }
  }

  @Test func aStoredAlbumKeepsItsPageAndItsArtist() async throws {
    defer { location.remove() }
    let (_, store) = try open()
    let album = Album(
      id: 1, title: "Группа крови", artist: "Кино", year: 1988, genre: "Рок", artwork: nil,
      trackCount: 1,
      tracks: [
        Track(disc: 1, number: 1, title: "Группа крови", durationSeconds: 286, previewURL: nil)
      ],
      storeURL: "https://music.apple.com/ru/album/1", artistID: 9)
    let key = AnswerKey.album(id: 1, country: "US")
    try await store.saveAlbum(album, for: key, fetchedAt: Self.fetched)
    try await store.saveAlbumSearch(
      AlbumSearchPage(
        albums: [
          AlbumSummary(
            id: 1, title: "Группа крови", artist: "Кино", trackCount: 1, year: 1988, artwork: nil)
        ], skippedCount: 0),
      for: .albums(term: "кино", limit: 5, country: "US"), fetchedAt: Self.fetched + 1)
    #expect(try await store.album(key, usedAt: Self.fetched + 2)?.value == album)
  }
}
