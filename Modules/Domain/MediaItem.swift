/// A song, a movie or an e-book, as a media search row and as its detail page. Every field but
/// the id, the kind and the title is optional: the catalog leaves fields out, and a screen shows
/// only what it was given.
public struct MediaItem: Hashable, Sendable, Codable, Identifiable {
  /// The catalog's track id (songs, movies) or e-book id.
  public let id: Int64
  /// What the item is.
  public let kind: MediaKind
  /// The title.
  public let title: String
  /// The artist, studio or director, or author.
  public let artist: String?
  /// The catalog's id of the artist (or author, studio), for a lookup of their albums.
  public let artistID: Int64?
  /// The artist's (studio's, author's) page in the store.
  public let artistURL: String?
  /// The item's own page in the store.
  public let storeURL: String?
  /// The album a song is on, when the catalog says.
  public let albumID: Int64?
  /// Whether the catalog marks the item explicit; nil when it does not say.
  public let isExplicit: Bool?
  /// Genre names, the primary genre first.
  public let genres: [String]
  /// Release day; nil when unknown or a placeholder (1900 or earlier).
  public let releaseDate: CalendarDate?
  /// Length in whole seconds.
  public let durationSeconds: Int?
  /// The content advisory rating of a movie (`PG-13`, `12+`).
  public let contentRating: String?
  /// The description as the catalog sent it (HTML for e-books).
  public let description: String?
  /// The average user rating, 0–5.
  public let rating: Double?
  /// How many ratings the average is made of.
  public let ratingCount: Int?
  /// The size of an e-book's file.
  public let fileSizeBytes: Int64?
  /// The catalog's artwork.
  public let artwork: ArtworkReference?

  /// Creates an item; everything the catalog did not say is nil (or no genres).
  public init(
    id: Int64, kind: MediaKind, title: String, artist: String? = nil, artistID: Int64? = nil,
    artistURL: String? = nil, storeURL: String? = nil, albumID: Int64? = nil,
    isExplicit: Bool? = nil, genres: [String] = [], releaseDate: CalendarDate? = nil,
    durationSeconds: Int? = nil, contentRating: String? = nil, description: String? = nil,
    rating: Double? = nil, ratingCount: Int? = nil, fileSizeBytes: Int64? = nil,
    artwork: ArtworkReference? = nil
  ) {
    self.id = id
    self.kind = kind
    self.title = title
    self.artist = artist
    self.artistID = artistID
    self.artistURL = artistURL
    self.storeURL = storeURL
    self.albumID = albumID
    self.isExplicit = isExplicit
    self.genres = genres
    self.releaseDate = releaseDate
    self.durationSeconds = durationSeconds
    self.contentRating = contentRating
    self.description = description
    self.rating = rating
    self.ratingCount = ratingCount
    self.fileSizeBytes = fileSizeBytes
    self.artwork = artwork
  }
}
