import Domain
import Foundation

/// In-memory `SavedAlbumStore` with the same rules as the database: one copy per user and album,
/// a repeat save refreshes the copy and keeps its date, newest saved first; an observer given at
/// creation is told of every call.
public actor InMemorySavedAlbums: SavedAlbumStore {
  private var albumsByUser: [User.ID: [SavedAlbum]] = [:]
  private let observer: CallObserver?

  /// An empty library; `observer` is told of every call.
  public init(observingCalls observer: CallObserver? = nil) { self.observer = observer }

  private func check(_ method: String) { observer?(method) }

  /// Keeps `album` for the user; true when it was not saved before.
  public func save(_ album: Album, for user: User.ID, at date: Date) -> Bool {
    check("save")
    var albums = albumsByUser[user, default: []]
    if let index = albums.firstIndex(where: { $0.album.id == album.id }) {
      albums[index] = SavedAlbum(album: album, savedAt: albums[index].savedAt)
      albumsByUser[user] = albums
      return false
    }
    insert(SavedAlbum(album: album, savedAt: date), for: user)
    return true
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
  public func add(_ albums: [SavedAlbum], for user: User.ID) -> [SavedAlbum] {
    check("add")
    var added: [SavedAlbum] = []
    for saved in albums
    where !albumsByUser[user, default: []].contains(where: { $0.album.id == saved.album.id }) {
      insert(saved, for: user)
      added.append(saved)
    }
    return added
  }

  /// Keeps newest saved first; among equal dates, the smaller album id first, as in the database.
  private func insert(_ saved: SavedAlbum, for user: User.ID) {
    var albums = albumsByUser[user, default: []]
    albums.append(saved)
    albums.sort { ($0.savedAt, -$0.album.id) > ($1.savedAt, -$1.album.id) }
    albumsByUser[user] = albums
  }
}
