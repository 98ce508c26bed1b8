import Domain
import Foundation

/// The saved albums in memory, with the store's rules: one copy per user and album, saving again
/// refreshes the copy and keeps its date, newest saved first. The service has no library request;
/// the album screen still needs a store for its `save` and `remove` commands.
public actor MemorySavedAlbums: SavedAlbumStore {
  private var albumsByUser: [User.ID: [SavedAlbum]] = [:]

  /// An empty library.
  public init() {}

  /// Keeps `album`; true when it was not saved before.
  public func save(_ album: Album, for user: User.ID, at date: Date) -> Bool {
    var albums = albumsByUser[user, default: []]
    if let index = albums.firstIndex(where: { $0.album.id == album.id }) {
      albums[index] = SavedAlbum(album: album, savedAt: albums[index].savedAt)
      albumsByUser[user] = albums
      return false
    }
    albumsByUser[user] = [SavedAlbum(album: album, savedAt: date)] + albums
    return true
  }

  /// Takes the album out; true when it was saved.
  public func remove(albumID id: Int64, for user: User.ID) -> Bool {
    let before = albumsByUser[user, default: []].count
    albumsByUser[user]?.removeAll { $0.album.id == id }
    return albumsByUser[user, default: []].count < before
  }

  /// The saved copy of the album, if any.
  public func savedAlbum(id: Int64, for user: User.ID) -> SavedAlbum? {
    albumsByUser[user, default: []].first { $0.album.id == id }
  }

  /// Every saved album, newest saved first.
  public func savedAlbums(for user: User.ID) -> [SavedAlbum] {
    albumsByUser[user, default: []]
  }

  /// Adds the albums not saved yet and returns them.
  public func add(_ albums: [SavedAlbum], for user: User.ID) -> [SavedAlbum] {
    let added = albums.filter { saved in
      !albumsByUser[user, default: []].contains { $0.album.id == saved.album.id }
    }
    albumsByUser[user] = (added + albumsByUser[user, default: []]).sorted {
      $0.savedAt > $1.savedAt
    }
    return added
  }
}
