import Domain

/// A completed media search for scripts: `{"query", "media", "items": [{"id", "kind", "title",
/// "artist", "explicit", "genre", "releaseDate", "durationSeconds", "rating", "ratingCount",
/// "artworkURL"}]}` in the catalog's order, unknowns as null; an answer served stale from the
/// store adds `"stale": true, "fetchedAt"` (ISO 8601).
public struct MediaSearchDocument: Equatable, Sendable, Codable, StaleMarkedDocument {
  /// The trimmed query that was sent.
  public let query: String
  /// The kind searched, by its filter name: `music`, `movie` or `ebook`.
  public let media: String
  /// The items in the catalog's order.
  public let items: [Item]
  /// True when the answer was served stale from the store; absent otherwise.
  public var stale: Bool?
  /// When a stale answer was fetched, ISO 8601 UTC; absent otherwise.
  public var fetchedAt: String?

  /// Creates a document.
  public init(query: String, media: MediaKind, items: [MediaItem]) {
    self.query = query
    self.media = media.filterName
    self.items = items.map(Item.init)
  }

  /// One item of a media search document.
  public struct Item: Equatable, Sendable, Codable, NullWritingEncodable {
    /// The catalog's id.
    public let id: Int64
    /// `song`, `movie` or `ebook`.
    public let kind: String
    /// The title.
    public let title: String
    /// The artist, studio or author, or nil.
    public let artist: String?
    /// Whether the catalog marks it explicit, or nil.
    public let explicit: Bool?
    /// The primary genre, or nil.
    public let genre: String?
    /// The release day as `YYYY-MM-DD`, or nil.
    public let releaseDate: String?
    /// Length in whole seconds, or nil.
    public let durationSeconds: Int?
    /// The average user rating, or nil.
    public let rating: Double?
    /// How many ratings, or nil.
    public let ratingCount: Int?
    /// The cover URL as the catalog gave it, or nil.
    public let artworkURL: String?

    /// The document form of `item`.
    public init(_ item: MediaItem) {
      id = item.id
      kind = item.kind.rawValue
      title = item.title
      artist = item.artist
      explicit = item.isExplicit
      genre = item.genres.first
      releaseDate = item.releaseDate?.iso
      durationSeconds = item.durationSeconds
      rating = item.rating
      ratingCount = item.ratingCount
      artworkURL = item.artwork?.url
    }
  }
}
