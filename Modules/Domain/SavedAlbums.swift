import Foundation

/// An album a user keeps in their library: the album with its tracks, so it opens offline, and
/// when it was saved.
public struct SavedAlbum: Hashable, Sendable, Codable {
  /// The album with its tracks, as it was when saved.
  public let album: Album
  /// When the user saved it.
  public let savedAt: Date

  /// Creates a saved album.
  public init(album: Album, savedAt: Date) {
    self.album = album
    self.savedAt = savedAt
  }
}

/// Each user's library of saved albums.
///
/// Every implementation keeps these rules: an album is saved at most once per user (saving it
/// again refreshes the copy and keeps the first saved date); a user sees only their own albums;
/// nothing here is ever dropped to save space, and signing out keeps it. An album out of
/// `AlbumBounds` is refused (`.albumOutOfBounds`), and a save or add that would take the user's
/// library past its caps changes nothing (`.libraryFull`).
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state (an actor or a lock). The interactors that use it hold it strongly.
public protocol SavedAlbumStore: Sendable {
  /// Keeps `album` for `user`, saved at `date`; true when it is new to the library, false when
  /// it was there already (its copy is replaced, its saved date kept).
  func save(_ album: Album, for user: User.ID, at date: Date) async throws -> Bool
  /// Takes album `id` out of the user's library; true if it was there.
  func remove(albumID id: Int64, for user: User.ID) async throws -> Bool
  /// The user's saved copy of album `id`, or nil.
  func savedAlbum(id: Int64, for user: User.ID) async throws -> SavedAlbum?
  /// Every album of the user's library, newest saved first.
  func savedAlbums(for user: User.ID) async throws -> [SavedAlbum]
  /// Adds to the user's library, in one step, each of `albums` it does not hold yet (an album
  /// already saved is left as it is); the ones added, in the order given.
  func add(_ albums: [SavedAlbum], for user: User.ID) async throws -> [SavedAlbum]
  /// Adds to the user's library, in one step, each album of the batches `next` gives (until it
  /// gives nil) that it does not hold yet, keeping its stored JSON when given; the ones added,
  /// in the order given. When `next` throws, or the library would pass a cap, nothing is added
  /// and the error is thrown.
  func add(for user: User.ID, batches next: () throws -> [SavedAlbumToAdd]?) async throws
    -> [SavedAlbumListing]
  /// The part of the user's library `query` asks for, with how many albums match and how many
  /// there are.
  func page(_ query: SavedAlbumQuery, for user: User.ID) async throws -> SavedAlbumPage
  /// The page `query` asks for, handed out as it is read instead of kept: first how many albums
  /// match and how many there are (`counted`), then each album of the page to `body`, in order.
  func forEachListing(
    _ query: SavedAlbumQuery, for user: User.ID,
    counted: (_ matching: Int, _ total: Int) throws -> Void,
    each body: (SavedAlbumListing) throws -> Void
  ) async throws
  /// Hands each album of the user's library to `body`, one at a time, in `ordering`'s order.
  func forEachSavedAlbum(
    for user: User.ID, in ordering: any SavedAlbumOrdering, _ body: (SavedAlbum) throws -> Void
  ) async throws
  /// Hands each album of the user's library to `body` as it is kept, one at a time, in
  /// `ordering`'s order; an album that cannot be read is handed out as `.unreadable` and the
  /// rest still come.
  func forEachStoredAlbum(
    for user: User.ID, in ordering: any SavedAlbumOrdering,
    _ body: (StoredSavedAlbum) throws -> Void
  ) async throws
}

extension SavedAlbumStore {
  /// `add(for:batches:)` of albums without their stored JSON.
  public func add(for user: User.ID, batches next: () throws -> [SavedAlbum]?) async throws
    -> [SavedAlbumListing]
  {
    try await add(for: user) { () throws -> [SavedAlbumToAdd]? in
      try next()?.map { SavedAlbumToAdd($0) }
    }
  }

  /// Every album decoded, through `forEachSavedAlbum(for:in:_:)`.
  public func forEachStoredAlbum(
    for user: User.ID, in ordering: any SavedAlbumOrdering,
    _ body: (StoredSavedAlbum) throws -> Void
  ) async throws {
    try await forEachSavedAlbum(for: user, in: ordering) { try body(.decoded($0)) }
  }

  /// The page read whole by `page(_:for:)`, then handed out.
  public func forEachListing(
    _ query: SavedAlbumQuery, for user: User.ID,
    counted: (_ matching: Int, _ total: Int) throws -> Void,
    each body: (SavedAlbumListing) throws -> Void
  ) async throws {
    let page = try await page(query, for: user)
    try counted(page.matching, page.total)
    for listing in page.albums { try body(listing) }
  }
}

extension AlbumSummary {
  /// The summary of `album`, as a search would list it.
  public init(_ album: Album) {
    self.init(
      id: album.id, title: album.title, artist: album.artist, trackCount: album.trackCount,
      year: album.year, artwork: album.artwork)
  }
}
