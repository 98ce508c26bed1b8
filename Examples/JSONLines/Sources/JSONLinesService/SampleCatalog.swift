import Domain

/// A catalog of a few albums held in memory: the example needs no network.
public struct SampleCatalog: MusicCatalog {
  private let albums: [Album]

  /// A catalog of `albums`; by default two Beatles albums and one by Miles Davis.
  public init(albums: [Album] = SampleCatalog.albums) {
    self.albums = albums
  }

  // MARK: - MusicCatalog

  /// Albums whose title or artist contains `term`, ignoring case, in catalog order.
  public func searchAlbums(term: String, limit: Int, country: String) async throws
    -> AlbumSearchPage
  {
    let found = albums.filter { album in
      [album.title, album.artist ?? ""].contains { $0.localizedCaseInsensitiveContains(term) }
    }
    let summaries = found.prefix(limit).map { album in
      AlbumSummary(
        id: album.id, title: album.title, artist: album.artist, trackCount: album.trackCount,
        year: album.year, artwork: album.artwork)
    }
    return AlbumSearchPage(albums: Array(summaries), skippedCount: 0)
  }

  /// The album with this id, or nil.
  public func album(id: Int64, country: String) async throws -> Album? {
    albums.first { $0.id == id }
  }

  /// No songs: the service searches albums only.
  public func searchTracks(term: String, limit: Int, country: String) async throws
    -> [TrackSummary]
  { [] }

  /// No media: the service searches albums only.
  public func searchMedia(term: String, filters: MediaFilters) async throws -> [MediaItem] { [] }

  /// No media: the service searches albums only.
  public func mediaItem(id: Int64, country: String) async throws -> MediaItem? { nil }

  /// The albums whose artist has this id: none, the sample albums carry no artist ids.
  public func artistAlbums(artistID: Int64, limit: Int, country: String) async throws
    -> [AlbumSummary]
  { [] }

  /// The default albums (Let It Be lists only some of its tracks, as the real catalog may).
  public static let albums = [
    Album(
      id: 1001, title: "Let It Be", artist: "The Beatles", year: 1970, genre: "Rock",
      artwork: nil, trackCount: 12,
      tracks: [
        Track(disc: 1, number: 2, title: "Dig a Pony", durationSeconds: 234, previewURL: nil),
        Track(disc: 1, number: 1, title: "Two of Us", durationSeconds: 216, previewURL: nil),
      ]),
    Album(
      id: 1002, title: "Abbey Road", artist: "The Beatles", year: 1969, genre: "Rock",
      artwork: nil, trackCount: 2,
      tracks: [
        Track(disc: 1, number: 1, title: "Come Together", durationSeconds: 260, previewURL: nil),
        Track(disc: 1, number: 2, title: "Something", durationSeconds: 182, previewURL: nil),
      ]),
    Album(
      id: 1003, title: "Kind of Blue", artist: "Miles Davis", year: 1959, genre: "Jazz",
      artwork: nil, trackCount: 1,
      tracks: [
        Track(disc: 1, number: 1, title: "So What", durationSeconds: nil, previewURL: nil)
      ]),
  ]
}
