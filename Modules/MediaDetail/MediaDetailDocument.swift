import Domain

/// An item's page for scripts: `{"id", "kind", "title", "artist", "artistURL", "storeURL",
/// "genres": [...], "releaseDate", "durationSeconds", "explicit", "contentRating",
/// "description", "rating", "ratingCount", "fileSizeBytes", "artworkURL", "otherAlbums": [{"id",
/// "title", "year"}]}`, unknowns as null; the description as plain text. An item served stale
/// from the store adds `"stale": true, "fetchedAt"` (ISO 8601).
public struct MediaDetailDocument: Equatable, Sendable, Codable, NullWritingEncodable,
  StaleMarkedDocument
{
  /// `stale` and `fetchedAt` appear only for an answer served stale.
  public static let omittedWhenNil: Set<String> = ["stale", "fetchedAt"]

  /// The catalog's id.
  public let id: Int64
  /// `song`, `movie` or `ebook`.
  public let kind: String
  /// The title.
  public let title: String
  /// The artist, studio or author.
  public let artist: String?
  /// Their page in the store.
  public let artistURL: String?
  /// The item's page in the store.
  public let storeURL: String?
  /// Genre names, the primary one first.
  public let genres: [String]
  /// The release day as `YYYY-MM-DD`.
  public let releaseDate: String?
  /// Length in whole seconds.
  public let durationSeconds: Int?
  /// Whether the catalog marks it explicit.
  public let explicit: Bool?
  /// A movie's content rating.
  public let contentRating: String?
  /// The description as plain text.
  public let description: String?
  /// The average user rating.
  public let rating: Double?
  /// How many ratings.
  public let ratingCount: Int?
  /// An e-book's file size.
  public let fileSizeBytes: Int64?
  /// The cover URL as the catalog gave it.
  public let artworkURL: String?
  /// A song's artist's other albums.
  public let otherAlbums: [Album]
  /// True when the item was served stale from the store; absent otherwise.
  public var stale: Bool?
  /// When a stale item was fetched, ISO 8601 UTC; absent otherwise.
  public var fetchedAt: String?

  /// The document of `item` with the artist's `otherAlbums`.
  public init(_ item: MediaItem, otherAlbums: [AlbumSummary]) {
    id = item.id
    kind = item.kind.rawValue
    title = item.title
    artist = item.artist
    artistURL = item.artistURL
    storeURL = item.storeURL
    genres = item.genres
    releaseDate = item.releaseDate?.iso
    durationSeconds = item.durationSeconds
    explicit = item.isExplicit
    contentRating = item.contentRating
    description = item.description.map(HTMLText.plain)
    rating = item.rating
    ratingCount = item.ratingCount
    fileSizeBytes = item.fileSizeBytes
    artworkURL = item.artwork?.url
    self.otherAlbums = otherAlbums.map(Album.init)
  }

  /// One other album.
  public struct Album: Equatable, Sendable, Codable, NullWritingEncodable {
    /// The catalog's collection id.
    public let id: Int64
    /// The title.
    public let title: String
    /// The release year, or nil.
    public let year: Int?

    /// The document form of `album`.
    public init(_ album: AlbumSummary) {
      id = album.id
      title = album.title
      year = album.year
    }
  }
}
