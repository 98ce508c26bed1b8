import Domain

/// A catalog of a few albums held in memory: the example needs no network. It answers what the
/// service's screens ask: album search and look-up, the album screen's artist look-up, and the
/// search screen's song search.
public struct SampleCatalog: AlbumCatalog, TrackCatalog, ArtistCatalog {
  private let albums: [Album]

  /// A catalog of `albums`; by default two Beatles albums and one by Miles Davis.
  public init(albums: [Album] = SampleCatalog.albums) {
    self.albums = albums
  }

  // MARK: - AlbumCatalog

  /// Albums whose title or artist contains `term`, ignoring case, in catalog order.
  public func searchAlbumsAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<AlbumSearchPage>
  {
    let found = albums.filter { album in
      [album.title, album.artist ?? ""].contains { $0.localizedCaseInsensitiveContains(term) }
    }
    let summaries = found.prefix(limit).map { album in
      AlbumSummary(
        id: album.id, title: album.title, artist: album.artist, trackCount: album.trackCount,
        year: album.year, artwork: album.artwork)
    }
    return CatalogAnswer(AlbumSearchPage(albums: Array(summaries), skippedCount: 0))
  }

  /// The album with this id, or nil.
  public func albumAnswer(id: Int64, country: String) async throws -> CatalogAnswer<Album?> {
    CatalogAnswer(albums.first { $0.id == id })
  }

  // MARK: - TrackCatalog

  /// No songs: the service searches albums only.
  public func searchTracksAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<[TrackSummary]>
  { CatalogAnswer([]) }

  // MARK: - ArtistCatalog

  /// The albums whose artist has this id: none, the sample albums carry no artist ids.
  public func artistAlbumsAnswer(artistID: Int64, limit: Int, country: String) async throws
    -> CatalogAnswer<[AlbumSummary]>
  { CatalogAnswer([]) }

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
