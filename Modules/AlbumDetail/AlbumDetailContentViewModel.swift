import Localization

/// A loaded album, every value ready to print.
public struct AlbumDetailContentViewModel: Equatable, Sendable, Codable {
  /// The 600×600 artwork URL; nil when the catalog has no artwork.
  public let artworkURL: String?
  /// The album title.
  public let title: String
  /// The artist, or a localized "unknown artist".
  public let artist: String
  /// "2003", or a localized "unknown year".
  public let year: String
  /// The genre, or a localized "unknown genre".
  public let genre: String
  /// "12 tracks".
  public let trackCount: String
  /// The total of the known track durations ("52:14", "1:02:03"), or "—" when none is known.
  public let totalDuration: String
  /// "15 of 19 tracks available" when the catalog returned fewer songs than the album has.
  public let availability: String?
  /// The tracks grouped by disc, in playing order.
  public let discs: [AlbumDetailDiscViewModel]
  /// The album's page in the store ("Page: https://…"), when the catalog gives one.
  public let page: AlbumDetailLinkViewModel?
  /// The artist's other albums, numbered `a1`, `a2` …; nil when there are none.
  public let otherAlbums: OtherAlbumsViewModel?

  /// Creates the content.
  public init(
    artworkURL: String?, title: String, artist: String, year: String, genre: String,
    trackCount: String, totalDuration: String, availability: String?,
    discs: [AlbumDetailDiscViewModel], page: AlbumDetailLinkViewModel? = nil,
    otherAlbums: OtherAlbumsViewModel? = nil
  ) {
    self.artworkURL = artworkURL
    self.title = title
    self.artist = artist
    self.year = year
    self.genre = genre
    self.trackCount = trackCount
    self.totalDuration = totalDuration
    self.availability = availability
    self.discs = discs
    self.page = page
    self.otherAlbums = otherAlbums
  }
}

/// The tracks of one disc.
public struct AlbumDetailDiscViewModel: Equatable, Sendable, Codable {
  /// "Disc 2"; nil when the album has a single disc.
  public let heading: String?
  /// The disc's tracks in playing order.
  public let tracks: [AlbumDetailTrackViewModel]

  /// Creates a disc section.
  public init(heading: String?, tracks: [AlbumDetailTrackViewModel]) {
    self.heading = heading
    self.tracks = tracks
  }
}

/// One track, every value ready to print.
public struct AlbumDetailTrackViewModel: Equatable, Sendable, Codable {
  /// The track number on its disc.
  public let number: Int
  /// What is typed to choose the track, shown as its number: `5`, or `2-1` (disc 2's track 1)
  /// on an album of several discs.
  public let choice: String
  /// The track title.
  public let title: String
  /// "3:05", or "—" when unknown.
  public let duration: String
  /// The track's artist when it differs from the album's (a compilation's songs); nil otherwise.
  public var artist: String?

  /// Creates a track row; its `choice` is its plain number unless given.
  public init(
    number: Int, title: String, duration: String, artist: String? = nil, choice: String? = nil
  ) {
    self.artist = artist
    self.number = number
    self.choice = choice ?? String(number)
    self.title = title
    self.duration = duration
  }
}

/// A labelled link of the album screen.
public struct AlbumDetailLinkViewModel: Equatable, Sendable, Codable {
  /// "Page".
  public let label: String
  /// The URL, shown as it is.
  public let url: String

  /// Creates a link.
  public init(label: String, url: String) {
    self.label = label
    self.url = url
  }
}
