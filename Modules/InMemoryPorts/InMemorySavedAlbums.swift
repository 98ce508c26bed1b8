import Domain
import Foundation

/// In-memory `SavedAlbumStore` with the same rules as the database: one copy per user and album,
/// a repeat save refreshes the copy and keeps its date, newest saved first, an album out of
/// `AlbumBounds` or past the library's caps refused; an observer given at creation is told of
/// every call.
public actor InMemorySavedAlbums: SavedAlbumStore {
  private var albumsByUser: [User.ID: [SavedAlbum]] = [:]
  private let observer: CallObserver?

  /// An empty library; `observer` is told of every call.
  public init(observingCalls observer: CallObserver? = nil) { self.observer = observer }

  private func check(_ method: String) { observer?(method) }

  /// Keeps `album` for the user; true when it was not saved before.
  public func save(_ album: Album, for user: User.ID, at date: Date) throws -> Bool {
    check("save")
    try AlbumBounds.check(album)
    let before = albumsByUser[user, default: []]
    var albums = before
    let isNew: Bool
    if let index = albums.firstIndex(where: { $0.album.id == album.id }) {
      albums[index] = SavedAlbum(album: album, savedAt: albums[index].savedAt)
      albumsByUser[user] = albums
      isNew = false
    } else {
      insert([SavedAlbum(album: album, savedAt: date)], for: user)
      isNew = true
    }
    try keepWithinCapacity(user, restoring: before)
    return isNew
  }

  /// Takes the album out; true when it was saved.
  public func remove(albumID id: Int64, for user: User.ID) -> Bool {
    check("remove")
    let before = albumsByUser[user, default: []].count
    albumsByUser[user]?.removeAll { $0.album.id == id }
    return albumsByUser[user, default: []].count < before
  }

  /// The user's saved copy of the album, if any.
  public func savedAlbum(id: Int64, for user: User.ID) -> SavedAlbum? {
    check("savedAlbum")
    return albumsByUser[user, default: []].first { $0.album.id == id }
  }

  /// The user's saved albums, newest saved first.
  public func savedAlbums(for user: User.ID) -> [SavedAlbum] {
    check("savedAlbums")
    return albumsByUser[user, default: []]
  }

  /// Adds the albums the user has not saved yet and returns them.
  public func add(_ albums: [SavedAlbum], for user: User.ID) throws -> [SavedAlbum] {
    check("add")
    for saved in albums { try AlbumBounds.check(saved.album) }
    let before = albumsByUser[user, default: []]
    var ids = Set(before.map(\.album.id))
    let added = albums.filter { ids.insert($0.album.id).inserted }
    insert(added, for: user)
    try keepWithinCapacity(user, restoring: before)
    return added
  }

  /// Adds the albums of every batch the user has not saved yet, or none when `next` throws.
  public nonisolated func add(
    for user: User.ID, batches next: () throws -> [SavedAlbumToAdd]?
  ) async throws -> [SavedAlbumListing] {
    var albums: [SavedAlbum] = []
    while let batch = try next() { albums += batch.map(\.saved) }
    return try await add(albums, for: user).map(SavedAlbumListing.init)
  }

  /// The page of the user's library `query` asks for.
  public func page(_ query: SavedAlbumQuery, for user: User.ID) -> SavedAlbumPage {
    check("page")
    let all = albumsByUser[user, default: []].map(SavedAlbumListing.init)
    let matching = query.ordering.sorted(all.filter(query.matches))
    let start = min(max(0, query.offset), matching.count)
    let end = query.limit.map { min(matching.count, start + max(0, $0)) } ?? matching.count
    return SavedAlbumPage(
      albums: Array(matching[start..<end]), matching: matching.count, total: all.count)
  }

  /// Hands each of the user's albums to `body` in `ordering`'s order.
  public nonisolated func forEachSavedAlbum(
    for user: User.ID, in ordering: any SavedAlbumOrdering, _ body: (SavedAlbum) throws -> Void
  ) async throws {
    for saved in await sorted(for: user, in: ordering) { try body(saved) }
  }

  private func sorted(for user: User.ID, in ordering: any SavedAlbumOrdering) -> [SavedAlbum] {
    check("forEachSavedAlbum")
    let albums = albumsByUser[user, default: []]
    let byID = Dictionary(albums.map { ($0.album.id, $0) }) { first, _ in first }
    return ordering.sorted(albums.map(SavedAlbumListing.init)).compactMap { byID[$0.id] }
  }

  /// Puts the user's library back to `before` and throws when it is now past a cap.
  private func keepWithinCapacity(_ user: User.ID, restoring before: [SavedAlbum]) throws {
    let albums = albumsByUser[user, default: []]
    let bytes = albums.reduce(0) { $0 + ((try? AlbumBounds.encoded($1.album).count) ?? 0) }
    do {
      try AlbumBounds.checkCapacity(albums: albums.count, bytes: bytes)
    } catch {
      albumsByUser[user] = before
      throw error
    }
  }

  /// Keeps newest saved first; among equal dates, the smaller album id first, as in the database.
  private func insert(_ saved: [SavedAlbum], for user: User.ID) {
    var albums = albumsByUser[user, default: []]
    albums.append(contentsOf: saved)
    albums.sort { ($0.savedAt, -$0.album.id) > ($1.savedAt, -$1.album.id) }
    albumsByUser[user] = albums
  }
}
