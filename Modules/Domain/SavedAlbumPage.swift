import Foundation

/// A saved album as its library lists it: what a row shows, without the tracks.
public struct SavedAlbumListing: Hashable, Sendable {
  /// The catalog's collection id.
  public let id: Int64
  /// The album title.
  public let title: String
  /// The artist, or nil.
  public let artist: String?
  /// The release year, or nil.
  public let year: Int?
  /// The catalog's track count for the album, or nil.
  public let trackCount: Int?
  /// How many tracks the saved copy holds.
  public let storedTracks: Int
  /// When the user saved it.
  public let savedAt: Date

  /// Creates a listing.
  public init(
    id: Int64, title: String, artist: String?, year: Int?, trackCount: Int?, storedTracks: Int,
    savedAt: Date
  ) {
    self.id = id
    self.title = title
    self.artist = artist
    self.year = year
    self.trackCount = trackCount
    self.storedTracks = storedTracks
    self.savedAt = savedAt
  }

  /// The listing of `saved`.
  public init(_ saved: SavedAlbum) {
    let album = saved.album
    self.init(
      id: album.id, title: album.title, artist: album.artist, year: album.year,
      trackCount: album.trackCount, storedTracks: album.tracks.count, savedAt: saved.savedAt)
  }
}

/// The order of a library in one language, which a store may keep: a byte key per album whose
/// byte order is the albums' order.
public protocol SavedAlbumOrdering: Sendable {
  /// What the keys are stored under; another name for other keys.
  var name: String { get }
  /// One key per album, in the same order; nil when this order has none (then `sorted`).
  func keys(_ albums: [SavedAlbumListing]) -> [[UInt8]]?
  /// `albums` in this order.
  func sorted(_ albums: [SavedAlbumListing]) -> [SavedAlbumListing]
}

/// Which part of a library to list: in `ordering`'s order, narrowed to the albums whose title or
/// artist contains `filter` (case and accents ignored), `limit` albums (all when nil) from
/// `offset` on.
public struct SavedAlbumQuery: Sendable {
  /// The order of the list.
  public var ordering: any SavedAlbumOrdering
  /// The text a title or an artist must contain; nil or empty lists every album.
  public var filter: String?
  /// How many albums of the list to pass over.
  public var offset: Int
  /// How many albums to list at most; nil for all.
  public var limit: Int?

  /// Creates a query.
  public init(
    ordering: any SavedAlbumOrdering, filter: String? = nil, offset: Int = 0, limit: Int? = nil
  ) {
    self.ordering = ordering
    self.filter = filter
    self.offset = offset
    self.limit = limit
  }

  /// `text` as filters compare it: case and accents folded away.
  public static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// Whether `listing` passes the filter.
  public func matches(_ listing: SavedAlbumListing) -> Bool {
    guard let filter, !filter.isEmpty else { return true }
    let needle = Self.folded(filter)
    return [listing.title, listing.artist ?? ""].contains { Self.folded($0).contains(needle) }
  }
}

/// One page of a library.
public struct SavedAlbumPage: Equatable, Sendable {
  /// The albums of the page, in order.
  public let albums: [SavedAlbumListing]
  /// How many albums pass the filter (the whole library without one).
  public let matching: Int
  /// How many albums the library holds.
  public let total: Int

  /// Creates a page.
  public init(albums: [SavedAlbumListing], matching: Int, total: Int) {
    self.albums = albums
    self.matching = matching
    self.total = total
  }
}
