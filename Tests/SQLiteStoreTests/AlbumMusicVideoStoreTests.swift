import Domain
import Foundation
import SQLiteAnswerStore
import SQLiteStore
import TestSupport
import Testing

/// A stored album look-up keeps how many music videos the catalog returned with it, so an album
/// served from the store names them in its header as a fresh one does.
@Suite struct AlbumMusicVideoStoreTests {
  static let fetched = Date(timeIntervalSince1970: 1_800_000_000)
  static let key = AnswerKey.album(id: 40, country: "US")

  static func album(videos: Int?) -> Album {
    Album(
      id: 40, title: "Light Reels", artist: "Projektor", year: 2021, genre: nil, artwork: nil,
      trackCount: 8,
      tracks: [
        Track(disc: 1, number: 1, title: "Opening Titles", durationSeconds: 184, previewURL: nil)
      ],
      musicVideoCount: videos)
  }

  let location = TemporaryLocation()

  @Test(arguments: [3, 0, nil] as [Int?])
  func theCountComesBackAsSaved(videos: Int?) async throws {
    defer { location.remove() }
    let store = SQLiteCatalogAnswerStore(
      file: LazyDatabase(path: location.databasePath, migrations: AnswerSchema.migrations))
    try await store.saveAlbum(Self.album(videos: videos), for: Self.key, fetchedAt: Self.fetched)
    let stored = try await store.album(Self.key, usedAt: Self.fetched)?.value
    #expect(stored?.musicVideoCount == videos)
    #expect(stored == Self.album(videos: videos))
  }

  @Test func anAlbumStoredBeforeTheStepHasNoCount() async throws {
    defer { location.remove() }
    let before = Array(AnswerSchema.migrations.prefix { $0.summary != "album music videos" })
    #expect(before.count < AnswerSchema.migrations.count, "the step exists")
    do {
      let old = try SQLiteDatabase(path: location.databasePath, migrations: before)
      try old.write { transaction in
        try transaction.execute(
          "INSERT INTO catalog_albums (id, title, track_count) VALUES (40, 'Light Reels', 8)")
      }
    }
    let upgraded = try SQLiteDatabase(
      path: location.databasePath, migrations: AnswerSchema.migrations)
    #expect(try upgraded.schemaVersion() == Int32(AnswerSchema.migrations.count))
    let counts = try upgraded.read {
      try $0.query("SELECT music_video_count FROM catalog_albums WHERE id = 40") { $0.int64(0) }
    }
    #expect(counts == [nil], "an album stored before is kept, its videos unknown")
  }
}
