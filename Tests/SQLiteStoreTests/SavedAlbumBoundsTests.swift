import Domain
import Foundation
import InMemoryPorts
import SQLiteStore
import TestSupport
import Testing

/// The bounds every saved album keeps and the library's caps, on the SQLite store and on the
/// in-memory fake: an album a library file could not carry is never kept, so whatever is saved
/// exports and imports again.
@Suite struct SavedAlbumBoundsTests {
  typealias Fixture = TwoUserStore<any SavedAlbumStore>

  static func album(_ id: Int64, title: String = "T", tracks: [Track] = []) -> Album {
    Album(
      id: id, title: title, artist: nil, year: nil, genre: nil, artwork: nil, trackCount: nil,
      tracks: tracks)
  }

  static let oddAlbums: [(Album, String)] = [
    (album(5, title: ""), "title"),
    (album(5, title: String(repeating: "x", count: 2_500)), "title"),
    (
      album(
        5, tracks: [Track(disc: 0, number: 1, title: "t", durationSeconds: nil, previewURL: nil)]),
      "tracks[0].disc"
    ),
    (
      album(
        5, tracks: [Track(disc: 1, number: 0, title: "t", durationSeconds: nil, previewURL: nil)]),
      "tracks[0].number"
    ),
    (
      Album(
        id: 5, title: "T", artist: nil, year: nil, genre: nil,
        artwork: ArtworkReference(url: "ftp://example.com/a.jpg", sizedTemplate: nil),
        trackCount: nil, tracks: []), "artwork.url"
    ),
  ]

  @Test(arguments: StoreKind.allCases)
  func anAlbumOutOfBoundsIsRefusedNamingItsField(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    for (album, field) in Self.oddAlbums {
      await #expect(
        throws: MusicLibraryError.albumOutOfBounds(id: 5, title: album.title, field: field)
      ) {
        try await fixture.library.save(album, for: fixture.anna, at: fixture.at(0))
      }
      await #expect(throws: MusicLibraryError.self) {
        try await fixture.library.add(
          [
            SavedAlbum(album: Self.album(6), savedAt: fixture.at(0)),
            SavedAlbum(album: album, savedAt: fixture.at(0)),
          ], for: fixture.anna)
      }
    }
    #expect(try await fixture.library.savedAlbums(for: fixture.anna) == [])
  }

  @Test(arguments: StoreKind.allCases)
  func theLibraryHoldsAtMostItsCapOfAlbums(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    let full = (1...AlbumBounds.maximumSavedAlbums).map {
      SavedAlbum(album: Self.album(Int64($0)), savedAt: fixture.at(0))
    }
    #expect(try await fixture.library.add(full, for: fixture.anna).count == full.count)
    let error = MusicLibraryError.libraryFull(
      albums: AlbumBounds.maximumSavedAlbums, megabytes: AlbumBounds.maximumLibraryBytes >> 20)

    await #expect(throws: error) {
      try await fixture.library.save(Self.album(20_001), for: fixture.anna, at: fixture.at(1))
    }
    await #expect(throws: error) {
      try await fixture.library.add(
        [SavedAlbum(album: Self.album(20_002), savedAt: fixture.at(1))], for: fixture.anna)
    }
    #expect(
      try await fixture.library.savedAlbums(for: fixture.anna).count
        == AlbumBounds.maximumSavedAlbums)
    #expect(
      try await fixture.library.save(
        Self.album(1, title: "Refreshed"), for: fixture.anna, at: fixture.at(2))
        == false, "a saved album can still be refreshed")
    #expect(try await fixture.library.save(Self.album(1), for: fixture.bob, at: fixture.at(0)))
  }

  @Test(arguments: StoreKind.allCases)
  func theLibraryHoldsAtMostItsBytes(kind: StoreKind) async throws {
    let fixture = try await Fixture(kind)
    let longTitle = String(repeating: "ж", count: AlbumBounds.maximumTextScalars)
    let tracks = (1...AlbumBounds.maximumTracks).map {
      Track(disc: 1, number: $0, title: longTitle, durationSeconds: nil, previewURL: nil)
    }
    let perAlbum = try AlbumBounds.encoded(Self.album(1, tracks: tracks)).count
    let fitting = AlbumBounds.maximumLibraryBytes / perAlbum
    let albums = (1...fitting + 1).map {
      SavedAlbum(album: Self.album(Int64($0), tracks: tracks), savedAt: fixture.at(0))
    }

    await #expect(throws: MusicLibraryError.self) {
      try await fixture.library.add(albums, for: fixture.anna)
    }
    #expect(try await fixture.library.savedAlbums(for: fixture.anna) == [], "nothing was kept")
    #expect(
      try await fixture.library.add(Array(albums.prefix(fitting)), for: fixture.anna).count
        == fitting)
  }
}
