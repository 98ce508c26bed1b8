import Domain
import Foundation
import InMemoryPorts
import SQLiteStore
import TestSupport
import Testing

/// Pages of a library of 10,000 albums: in the order's keys, narrowed by a filter in the
/// store, counted; an import refused part way changes nothing; an older database lists every
/// album after the migration.
@Suite struct SavedAlbumPageTests {
  typealias Fixture = TwoUserStore<any SavedAlbumStore>

  /// Case-folded titles, then ids: a stand-in for a language's collation keys.
  struct TitleOrdering: SavedAlbumOrdering {
    var name = "test-titles"

    func keys(_ albums: [SavedAlbumListing]) -> [[UInt8]]? {
      albums.map { album in
        Array(album.title.lowercased().utf8) + [0]
          + withUnsafeBytes(of: album.id.bigEndian) { Array($0) }
      }
    }

    func sorted(_ albums: [SavedAlbumListing]) -> [SavedAlbumListing] {
      let keys = keys(albums) ?? []
      return albums.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }
        .map { albums[$0] }
    }
  }

  /// Album `number`: titles with and without accents, in both cases, some in Cyrillic.
  static func album(_ number: Int) -> SavedAlbum {
    let title =
      switch number % 4 {
      case 0: "Album \(number)"
      case 1: "ÁLBUM \(number)"
      case 2: "Альбом \(number)"
      default: "albüm \(number)"
      }
    return SavedAlbum(
      album: Album(
        id: Int64(100_000 + number), title: title, artist: number % 10 == 0 ? nil : "Artist",
        year: 1990, genre: nil, artwork: nil, trackCount: 1,
        tracks: [Track(disc: 1, number: 1, title: "One", durationSeconds: 60, previewURL: nil)]),
      savedAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(number)))
  }

  static let count = 10_000

  /// Adds albums 1...`count` to `user`'s library in batches of 500.
  static func fill(_ library: any SavedAlbumStore, for user: User.ID, count: Int = count)
    async throws -> [SavedAlbumListing]
  {
    var next = 1
    return try await library.add(for: user) { () -> [SavedAlbum]? in
      guard next <= count else { return nil }
      defer { next += 500 }
      return (next..<min(next + 500, count + 1)).map(Self.album)
    }
  }

  @Test(arguments: StoreKind.allCases)
  func pagesComeInTheOrderNarrowedByTheFilterAndCounted(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind, orderings: [TitleOrdering()])
    let added = try await Self.fill(fixture.library, for: fixture.anna)
    #expect(added.count == Self.count)
    let expected = TitleOrdering().sorted(
      (1...Self.count).map { SavedAlbumListing(Self.album($0)) })

    let all = try await fixture.library.page(
      SavedAlbumQuery(ordering: TitleOrdering()), for: fixture.anna)
    #expect(all.albums == expected)
    #expect(all.total == Self.count)
    #expect(all.matching == Self.count)

    let page = try await fixture.library.page(
      SavedAlbumQuery(ordering: TitleOrdering(), offset: 4_990, limit: 20), for: fixture.anna)
    #expect(page.albums == Array(expected[4_990..<5_010]))
    let last = try await fixture.library.page(
      SavedAlbumQuery(ordering: TitleOrdering(), offset: 9_995, limit: 20), for: fixture.anna)
    #expect(last.albums == Array(expected[9_995...]))

    // Case and accents ignored: "album 12" matches "ÁLBUM 12…", "albüm 123"; not the Cyrillic.
    let filter = "album 12"
    let matching = expected.filter { SavedAlbumQuery.folded($0.title).contains("album 12") }
    let filtered = try await fixture.library.page(
      SavedAlbumQuery(ordering: TitleOrdering(), filter: filter, offset: 10, limit: 30),
      for: fixture.anna)
    #expect(filtered.matching == matching.count)
    #expect(filtered.total == Self.count)
    #expect(filtered.albums == Array(matching[10..<40]))
    let cyrillic = try await fixture.library.page(
      SavedAlbumQuery(ordering: TitleOrdering(), filter: "АЛЬБОМ 99"), for: fixture.anna)
    #expect(
      cyrillic.albums.map(\.title) == expected.map(\.title).filter { $0.hasPrefix("Альбом 99") })

    let bobs = try await fixture.library.page(
      SavedAlbumQuery(ordering: TitleOrdering()), for: fixture.bob)
    #expect(bobs == SavedAlbumPage(albums: [], matching: 0, total: 0))

    var exported: [Int64] = []
    try await fixture.library.forEachSavedAlbum(for: fixture.anna, in: TitleOrdering()) {
      exported.append($0.album.id)
    }
    #expect(exported == expected.map(\.id))
  }

  @Test(arguments: StoreKind.allCases)
  func anImportRefusedAfterManyBatchesChangesNothing(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind, orderings: [TitleOrdering()])
    _ = try await Self.fill(fixture.library, for: fixture.anna, count: 2)
    let before = try await fixture.library.page(
      SavedAlbumQuery(ordering: TitleOrdering()), for: fixture.anna)
    struct Refusal: Error {}

    var next = 3
    await #expect(throws: Refusal.self) {
      _ = try await fixture.library.add(for: fixture.anna) { () -> [SavedAlbum]? in
        guard next <= Self.count else { throw Refusal() }
        defer { next += 500 }
        return (next..<min(next + 500, Self.count + 1)).map(Self.album)
      }
    }

    #expect(next > Self.count, "every batch was written before the refusal")
    let after = try await fixture.library.page(
      SavedAlbumQuery(ordering: TitleOrdering()), for: fixture.anna)
    #expect(after == before)
    #expect(try await fixture.library.savedAlbums(for: fixture.anna).count == 2)
  }

  @Test func removingAnAlbumTakesItsListingAndKeys() async throws {
    let fixture = try await Fixture(.sqlite, orderings: [TitleOrdering()])
    _ = try await Self.fill(fixture.library, for: fixture.anna, count: 3)

    #expect(try await fixture.library.remove(albumID: 100_002, for: fixture.anna))

    let page = try await fixture.library.page(
      SavedAlbumQuery(ordering: TitleOrdering()), for: fixture.anna)
    #expect(page.albums.map(\.id) == [100_003, 100_001])
    let derived = try fixture.database.read { transaction in
      try transaction.query(
        """
        SELECT (SELECT count(*) FROM saved_album_listings),
          (SELECT count(*) FROM saved_album_order)
        """
      ) { [$0.int64(0), $0.int64(1)] }
    }
    #expect(derived == [[2, 2]])
  }

  @Test func aRefreshedAlbumIsListedAndOrderedByItsNewTitle() async throws {
    let fixture = try await Fixture(.sqlite, orderings: [TitleOrdering()])
    _ = try await Self.fill(fixture.library, for: fixture.anna, count: 3)
    let renamed = Album(
      id: 100_001, title: "Zebra", artist: nil, year: nil, genre: nil, artwork: nil,
      trackCount: nil, tracks: [])

    #expect(try await !fixture.library.save(renamed, for: fixture.anna, at: Date()))

    let page = try await fixture.library.page(
      SavedAlbumQuery(ordering: TitleOrdering()), for: fixture.anna)
    #expect(page.albums.map(\.title) == ["albüm 3", "Zebra", "Альбом 2"])
    #expect(page.albums.first { $0.id == 100_001 }?.savedAt == Self.album(1).savedAt)
  }

  @Test func anOlderDatabaseListsEveryAlbumAfterTheMigration() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let before = Array(LibrarySchema.migrations.prefix { $0.summary != "saved album listings" })
    #expect(before.count < LibrarySchema.migrations.count)
    let user: User.ID
    do {
      let old = try SQLiteDatabase(path: location.databasePath, migrations: before)
      user = try await SQLiteUserStore(database: old, clock: AccountFixtures.clock)
        .create(AccountFixtures.account()).id
      try old.write { transaction in
        for number in 1...1_000 {
          let saved = Self.album(number)
          try transaction.execute(
            "INSERT INTO saved_albums (user_id, album_id, album, saved_at) VALUES (?, ?, ?, ?)",
            [
              .integer(user.rawValue), .integer(saved.album.id),
              .text(String(decoding: try AlbumBounds.encoded(saved.album), as: UTF8.self)),
              .text(StoredTimestamp.text(saved.savedAt)),
            ])
        }
      }
    }

    let database = try SQLiteDatabase(path: location.databasePath)
    let library = SQLiteSavedAlbumStore(database: database, orderings: [TitleOrdering()])
    let expected = TitleOrdering().sorted((1...1_000).map { SavedAlbumListing(Self.album($0)) })

    let page = try await library.page(SavedAlbumQuery(ordering: TitleOrdering()), for: user)
    #expect(page.albums == expected)
    #expect(page.total == 1_000)
    var albums: [SavedAlbum] = []
    try await library.forEachSavedAlbum(for: user, in: TitleOrdering()) { albums.append($0) }
    #expect(albums == expected.map { Self.album(Int($0.id) - 100_000) })
    let filtered = try await library.page(
      SavedAlbumQuery(ordering: TitleOrdering(), filter: "ALBUM 100"), for: user)
    #expect(filtered.albums.map(\.id) == [100_100, 101_000])
  }
}

extension TwoUserStore where Store == any SavedAlbumStore {
  /// The two users and a library of `kind` that writes keys in `orderings`.
  convenience init(_ kind: StoreKind, orderings: [any SavedAlbumOrdering]) async throws {
    try await self.init(
      kind, sqlite: { SQLiteSavedAlbumStore(database: $0, orderings: orderings) },
      inMemory: { InMemorySavedAlbums(allowingUse: true) })
  }
}
