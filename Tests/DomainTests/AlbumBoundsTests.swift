import Domain
import Foundation
import Testing

/// The one set of bounds a saved album keeps, each named by its path in a library file.
@Suite struct AlbumBoundsTests {
  func album(
    title: String = "T", artist: String? = nil, year: Int? = nil, trackCount: Int? = nil,
    artwork: ArtworkReference? = nil, tracks: [Track] = []
  ) -> Album {
    Album(
      id: 5, title: title, artist: artist, year: year, genre: nil, artwork: artwork,
      trackCount: trackCount, tracks: tracks)
  }

  func track(
    disc: Int = 1, number: Int = 1, title: String = "t", duration: Int? = nil,
    preview: String? = nil, artist: String? = nil
  ) -> Track {
    Track(
      disc: disc, number: number, title: title, durationSeconds: duration, previewURL: preview,
      artist: artist)
  }

  /// Thousands of combining marks on one letter: one grapheme cluster, many scalars.
  static let oneClusterOfManyScalars =
    "e" + String(repeating: "\u{301}", count: AlbumBounds.maximumTextScalars)

  @Test func everyValueOutOfBoundsIsNamedByItsPath() {
    let cases: [(Album, String)] = [
      (album(title: ""), "title"),
      (album(title: Self.oneClusterOfManyScalars), "title"),
      (album(artist: String(repeating: "a", count: 2_001)), "artist"),
      (album(year: 0), "year"),
      (album(trackCount: -1), "trackCount"),
      (album(artwork: ArtworkReference(url: "ftp://a/b.jpg", sizedTemplate: nil)), "artwork.url"),
      (
        album(
          artwork: ArtworkReference(url: "https://a/b.jpg", sizedTemplate: "file:///etc/passwd")),
        "artwork.sizedTemplate"
      ),
      (album(tracks: Array(repeating: track(), count: 1_001)), "tracks"),
      (album(tracks: [track(), track(disc: 0)]), "tracks[1].disc"),
      (album(tracks: [track(number: 0)]), "tracks[0].number"),
      (album(tracks: [track(title: "")]), "tracks[0].title"),
      (album(tracks: [track(artist: Self.oneClusterOfManyScalars)]), "tracks[0].artist"),
      (album(tracks: [track(duration: -5)]), "tracks[0].durationSeconds"),
      (album(tracks: [track(preview: "javascript:alert(1)")]), "tracks[0].previewURL"),
    ]
    for (album, field) in cases {
      #expect(AlbumBounds.fieldOutOfBounds(in: album) == field, "\(field)")
    }
  }

  @Test func valuesAtTheBoundsAreKept() {
    let longest = String(repeating: "ж", count: AlbumBounds.maximumTextScalars)
    let bounded = album(
      title: longest, artist: longest, year: 9999, trackCount: 0,
      artwork: ArtworkReference(url: "HTTP://a/b.jpg", sizedTemplate: "https://a/{size}.jpg"),
      tracks: [
        track(disc: 999, number: 9999, title: longest, duration: 604_800, preview: "http://a")
      ])
    #expect(AlbumBounds.fieldOutOfBounds(in: bounded) == nil)
  }

  @Test func theCapsRefuseOneAlbumOrOneByteMore() throws {
    try AlbumBounds.checkCapacity(
      albums: AlbumBounds.maximumSavedAlbums, bytes: AlbumBounds.maximumLibraryBytes)
    let full = MusicLibraryError.libraryFull(albums: 10_000, megabytes: 30)
    #expect(throws: full) {
      try AlbumBounds.checkCapacity(albums: AlbumBounds.maximumSavedAlbums + 1, bytes: 0)
    }
    #expect(throws: full) {
      try AlbumBounds.checkCapacity(albums: 1, bytes: AlbumBounds.maximumLibraryBytes + 1)
    }
  }
}
