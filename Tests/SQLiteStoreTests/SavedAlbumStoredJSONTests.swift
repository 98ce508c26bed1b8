import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

/// An album added with its stored JSON (an import of a file in the export's form) is kept as
/// those bytes, and exports as they are: the same row as encoding the album would have made.
@Suite struct SavedAlbumStoredJSONTests {
  @Test func anAlbumAddedWithItsStoredJSONIsKeptAsTheAlbumEncodedWouldBe() async throws {
    let fixture = try await TwoUserStore<SQLiteSavedAlbumStore>(
      .sqlite, sqlite: { SQLiteSavedAlbumStore(database: $0) })
    let album = SavedAlbumStoreTests.album(1, "A/B \"Кино\"")
    let saved = SavedAlbum(album: album, savedAt: fixture.at(0))
    let json = Array(try AlbumBounds.encoded(album))

    var given: [SavedAlbumToAdd]? = [SavedAlbumToAdd(saved, storedJSON: json)]
    let added = try await fixture.store.add(for: fixture.anna) { () -> [SavedAlbumToAdd]? in
      defer { given = nil }
      return given
    }
    _ = try await fixture.store.add([saved], for: fixture.bob)

    #expect(added == [SavedAlbumListing(saved)])
    for user in [fixture.anna, fixture.bob] {
      var kept: [StoredSavedAlbum] = []
      try await fixture.store.forEachStoredAlbum(for: user, in: SavedAlbumPageTests.TitleOrdering())
      { kept.append($0) }
      guard case .encoded(let id, let stored, let savedAt) = try #require(kept.first) else {
        Issue.record("not kept as copyable JSON: \(kept)")
        continue
      }
      #expect(kept.count == 1)
      #expect((id, stored, savedAt) == (1, json, saved.savedAt))
    }
    #expect(try await fixture.store.savedAlbum(id: 1, for: fixture.anna) == saved)
  }
}
