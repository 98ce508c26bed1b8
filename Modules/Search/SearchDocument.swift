import Domain

/// A completed search for scripts: `{"query": …, "albums": [{"id", "title", "artist",
/// "trackCount", "year", "artworkURL"}]}` with albums in display order and unknowns as null;
/// an answer served stale from the store adds `"stale": true, "fetchedAt"` (ISO 8601).
public struct SearchDocument: Equatable, Sendable, Codable, StaleMarkedDocument {
  /// The trimmed query that was sent.
  public let query: String
  /// The albums in display order.
  public let albums: [AlbumEntry]
  /// True when the answer was served stale from the store; absent otherwise.
  public var stale: Bool?
  /// When a stale answer was fetched, ISO 8601 UTC; absent otherwise.
  public var fetchedAt: String?

  /// Creates a document.
  public init(query: String, albums: [AlbumEntry]) {
    self.query = query
    self.albums = albums
  }

  /// One album of a search document.
  public struct AlbumEntry: Equatable, Sendable, Codable, NullWritingEncodable {
    /// The catalog's collection id.
    public let id: Int64
    /// The album title.
    public let title: String
    /// The artist, or nil.
    public let artist: String?
    /// The catalog's track count, or nil.
    public let trackCount: Int?
    /// The release year, or nil.
    public let year: Int?
    /// The 600×600 artwork URL, or nil.
    public let artworkURL: String?

    /// The document form of `summary`, with the artwork at 600×600.
    public init(_ summary: AlbumSummary) {
      id = summary.id
      title = summary.title
      artist = summary.artist
      trackCount = summary.trackCount
      year = summary.year
      artworkURL = summary.artwork?.url(size: ArtworkReference.coverPixels)
    }

    private enum CodingKeys: String, CodingKey {
      case id, title, artist, trackCount, year, artworkURL
    }

    /// What `encodeEveryStoredProperty(to:)` writes, without reflection: it took an eighth of
    /// the CPU time of a 200-album `search --json`. A nil is encoded as null, a value through
    /// its concrete overload (an optional goes through the encoder's generic path, which
    /// looks types up at run time).
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(title, forKey: .title)
      try container.encodeOrNull(artist, forKey: .artist)
      try container.encodeOrNull(trackCount, forKey: .trackCount)
      try container.encodeOrNull(year, forKey: .year)
      try container.encodeOrNull(artworkURL, forKey: .artworkURL)
    }
  }
}

extension KeyedEncodingContainer {
  /// `value`, or null when it is nil, through the concrete `String` overload.
  fileprivate mutating func encodeOrNull(_ value: String?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  /// `value`, or null when it is nil, through the concrete `Int` overload.
  fileprivate mutating func encodeOrNull(_ value: Int?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
}
