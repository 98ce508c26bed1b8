/// An album as a search result row.
public struct AlbumSummary: Hashable, Sendable, Codable, Identifiable {
  /// The catalog's collection id.
  public let id: Int64
  /// The album title.
  public let title: String
  /// The album artist, when the catalog gives one.
  public let artist: String?
  /// Number of tracks the catalog reports for the album.
  public let trackCount: Int?
  /// Release year; nil when unknown or a placeholder (1900 or earlier).
  public let year: Int?
  /// The catalog's artwork, when it has one.
  public let artwork: ArtworkReference?

  /// Creates a summary.
  public init(
    id: Int64, title: String, artist: String?, trackCount: Int?, year: Int?,
    artwork: ArtworkReference?
  ) {
    self.id = id
    self.title = title
    self.artist = artist
    self.trackCount = trackCount
    self.year = year
    self.artwork = artwork
  }
}

/// One song of an album.
public struct Track: Hashable, Sendable, Codable {
  /// Disc number, 1 when the catalog does not say.
  public let disc: Int
  /// Track number on its disc.
  public let number: Int
  /// Track title.
  public let title: String
  /// Length in whole seconds, when known.
  public let durationSeconds: Int?
  /// URL of the 30-second preview, when the catalog has one.
  public let previewURL: String?
  /// The track's own artist (on a compilation, each song's), when the catalog gives one; nil in
  /// data saved before tracks had artists.
  public let artist: String?

  /// Creates a track.
  public init(
    disc: Int, number: Int, title: String, durationSeconds: Int?, previewURL: String?,
    artist: String? = nil
  ) {
    self.artist = artist
    self.disc = disc
    self.number = number
    self.title = title
    self.durationSeconds = durationSeconds
    self.previewURL = previewURL
  }
}

/// An album with its songs, as the album screen shows it.
public struct Album: Hashable, Sendable, Codable, Identifiable {
  /// The catalog's collection id.
  public let id: Int64
  /// The album title.
  public let title: String
  /// The album artist.
  public let artist: String?
  /// Release year; nil when unknown.
  public let year: Int?
  /// Primary genre.
  public let genre: String?
  /// The catalog's artwork, when it has one.
  public let artwork: ArtworkReference?
  /// Number of tracks the catalog reports for the album (may exceed `tracks.count`).
  public let trackCount: Int?
  /// The songs the catalog returned, in catalog order.
  public let tracks: [Track]
  /// The album's page in the store, when the catalog gives one.
  public let storeURL: String?
  /// The catalog's id of the album artist, for a lookup of their other albums.
  public let artistID: Int64?
  /// How many music videos of the album the look-up returned (they are not `tracks`); nil when
  /// unknown (an album stored before they were counted).
  public let musicVideoCount: Int?

  /// Creates an album.
  public init(
    id: Int64, title: String, artist: String?, year: Int?, genre: String?,
    artwork: ArtworkReference?,
    trackCount: Int?, tracks: [Track], storeURL: String? = nil, artistID: Int64? = nil,
    musicVideoCount: Int? = nil
  ) {
    self.musicVideoCount = musicVideoCount
    self.id = id
    self.title = title
    self.artist = artist
    self.year = year
    self.genre = genre
    self.artwork = artwork
    self.trackCount = trackCount
    self.tracks = tracks
    self.storeURL = storeURL
    self.artistID = artistID
  }
}

/// What an album search returned, with the count of unusable items that were skipped.
public struct AlbumSearchPage: Hashable, Sendable {
  /// Usable albums in catalog order.
  public let albums: [AlbumSummary]
  /// Items without an id or a title, left out.
  public let skippedCount: Int

  /// Creates a page.
  public init(albums: [AlbumSummary], skippedCount: Int) {
    self.albums = albums
    self.skippedCount = skippedCount
  }
}
