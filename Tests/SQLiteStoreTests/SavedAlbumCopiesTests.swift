import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

/// What an export copies: an album as the store wrote it comes as its stored JSON; one stored
/// otherwise (by an older build, out of bounds) comes decoded; a damaged row comes as unreadable
/// and the others still come (issue 27: a damaged library still exports what can be read).
@Suite struct SavedAlbumCopiesTests {
  typealias Fixture = TwoUserStore<any SavedAlbumStore>

  static func album(_ id: Int64, _ title: String) -> Album {
    Album(
      id: id, title: title, artist: "Кино", year: 1988, genre: nil,
      artwork: ArtworkReference(url: "https://x/1/100x100bb.jpg", sizedTemplate: nil),
      trackCount: 1,
      tracks: [
        Track(disc: 1, number: 1, title: "A/B", durationSeconds: 60, previewURL: "https://x/p")
      ])
  }

  /// How each of `user`'s albums comes out for an export, in the list's order.
  static func stored(_ library: any SavedAlbumStore, _ user: User.ID) async throws
    -> [StoredSavedAlbum]
  {
    var albums: [StoredSavedAlbum] = []
    try await library.forEachStoredAlbum(for: user, in: SavedAlbumPageTests.TitleOrdering()) {
      albums.append($0)
    }
    return albums
  }

  static func insert(_ fixture: Fixture, id: Int64, json: String) throws {
    try fixture.database.write {
      try $0.execute(
        "INSERT INTO saved_albums (user_id, album_id, album, saved_at) VALUES (?, ?, ?, ?)",
        [
          .integer(fixture.anna.rawValue), .integer(id), .text(json),
          .text("2026-09-21T14:13:20.250Z"),
        ])
    }
  }

  @Test func anAlbumSavedComesAsTheJSONItIsKeptAs() async throws {
    let fixture = try await Fixture(.sqlite)
    _ = try await fixture.library.save(Self.album(1, "A"), for: fixture.anna, at: fixture.at(0))

    let albums = try await Self.stored(fixture.library, fixture.anna)

    guard case .encoded(let id, let json, let savedAt) = try #require(albums.first) else {
      Issue.record("not copied: \(albums)")
      return
    }
    #expect(id == 1)
    #expect(json == Array(try AlbumBounds.encoded(Self.album(1, "A"))))
    #expect(StoredTimestamp.text(savedAt) == StoredTimestamp.text(fixture.at(0)))
  }

  @Test func anAlbumKeptOtherwiseOrOutOfBoundsComesDecoded() async throws {
    let fixture = try await Fixture(.sqlite)
    let unescaped = String(decoding: try AlbumBounds.encoded(Self.album(1, "A")), as: UTF8.self)
      .replacingOccurrences(of: "\\/", with: "/")
    try Self.insert(fixture, id: 1, json: unescaped)
    let empty = String(decoding: try AlbumBounds.encoded(Self.album(2, "")), as: UTF8.self)
    try Self.insert(fixture, id: 2, json: empty)

    let albums = try await Self.stored(fixture.library, fixture.anna)

    #expect(albums.count == 2)
    for stored in albums {
      guard case .decoded(let saved) = stored else {
        Issue.record("copied: \(stored)")
        continue
      }
      #expect([Self.album(1, "A"), Self.album(2, "")].contains(saved.album))
    }
  }

  @Test func aDamagedRowComesAsUnreadableAndTheOthersStillCome() async throws {
    let fixture = try await Fixture(.sqlite)
    _ = try await fixture.library.save(Self.album(1, "A"), for: fixture.anna, at: fixture.at(0))
    try Self.insert(fixture, id: 5, json: #"{"id":5,"title":"Broken","tracks":7}"#)
    _ = try await fixture.library.save(Self.album(9, "Z"), for: fixture.anna, at: fixture.at(0))

    let albums = try await Self.stored(fixture.library, fixture.anna)

    #expect(albums.count == 3)
    guard case .unreadable(let id, let title) = albums[1] else {
      Issue.record("read: \(albums[1])")
      return
    }
    #expect(id == 5)
    #expect(title == "Broken")
  }

  @Test func anOlderDatabasesAlbumsAreCheckedOnceAndCopied() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let before = Array(LibrarySchema.migrations.prefix { $0.summary != "saved album copies" })
    #expect(before.count < LibrarySchema.migrations.count)
    let user: User.ID
    do {
      let old = try SQLiteDatabase(path: location.databasePath, migrations: before)
      user = try await SQLiteUserStore(database: old, clock: AccountFixtures.clock)
        .create(AccountFixtures.account()).id
      try old.write {
        try $0.execute(
          "INSERT INTO saved_albums (user_id, album_id, album, saved_at) VALUES (?, 1, ?, ?)",
          [
            .integer(user.rawValue),
            .text(String(decoding: try AlbumBounds.encoded(Self.album(1, "A")), as: UTF8.self)),
            .text("2026-09-21T14:13:20.250Z"),
          ])
      }
    }

    let library = SQLiteSavedAlbumStore(database: try SQLiteDatabase(path: location.databasePath))
    let albums = try await Self.stored(library, user)

    guard case .encoded(1, _, _) = try #require(albums.first) else {
      Issue.record("not copied: \(albums)")
      return
    }
  }
}
