import Domain
import Foundation

/// The live `SavedAlbumStore`: the `saved_albums` table of a shared `SQLiteDatabase`, one row
/// per user and album holding the album with its tracks as JSON (`AlbumBounds.encoded`). An
/// album out of `AlbumBounds` is refused, and the library's caps are checked in the same
/// transaction as the write, so parallel saves cannot pass them together.
public struct SQLiteSavedAlbumStore: SavedAlbumStore {
  private let database: SQLiteDatabase

  /// The ids of every album any user saved: the answer store's pinned albums, never evicted.
  public func savedAlbumIDs() throws -> [Int64] {
    try database.read { transaction in
      try transaction.query("SELECT DISTINCT album_id FROM saved_albums") { $0.int64(0) ?? 0 }
    }
  }

  /// Creates a store over `database`.
  public init(database: SQLiteDatabase) {
    self.database = database
  }

  public func save(_ album: Album, for user: User.ID, at date: Date) async throws -> Bool {
    try AlbumBounds.check(album)
    let json = try Self.json(album)
    return try database.durableWrite { transaction in
      try transaction.execute(
        "UPDATE saved_albums SET album = ? WHERE user_id = ? AND album_id = ?",
        [.text(json), .integer(user.rawValue), .integer(album.id)])
      let isNew = transaction.changedRowCount == 0
      if isNew {
        try transaction.execute(
          "INSERT INTO saved_albums (user_id, album_id, album, saved_at) VALUES (?, ?, ?, ?)",
          [
            .integer(user.rawValue), .integer(album.id), .text(json),
            .text(StoredTimestamp.text(date)),
          ])
      }
      try Self.checkCapacity(transaction, user: user)
      return isNew
    }
  }

  public func remove(albumID id: Int64, for user: User.ID) async throws -> Bool {
    try database.durableWrite { transaction in
      try transaction.execute(
        "DELETE FROM saved_albums WHERE user_id = ? AND album_id = ?",
        [.integer(user.rawValue), .integer(id)])
      return transaction.changedRowCount > 0
    }
  }

  public func savedAlbum(id: Int64, for user: User.ID) async throws -> SavedAlbum? {
    try rows(where: "user_id = ? AND album_id = ?", [.integer(user.rawValue), .integer(id)]).first
  }

  public func savedAlbums(for user: User.ID) async throws -> [SavedAlbum] {
    try rows(where: "user_id = ?", [.integer(user.rawValue)])
  }

  public func add(_ albums: [SavedAlbum], for user: User.ID) async throws -> [SavedAlbum] {
    for saved in albums { try AlbumBounds.check(saved.album) }
    let encoded = try albums.map { ($0, try Self.json($0.album)) }
    return try database.durableWrite { transaction in
      var added: [SavedAlbum] = []
      for (saved, json) in encoded {
        try transaction.execute(
          """
          INSERT INTO saved_albums (user_id, album_id, album, saved_at) VALUES (?, ?, ?, ?)
          ON CONFLICT (user_id, album_id) DO NOTHING
          """,
          [
            .integer(user.rawValue), .integer(saved.album.id), .text(json),
            .text(StoredTimestamp.text(saved.savedAt)),
          ])
        if transaction.changedRowCount > 0 { added.append(saved) }
      }
      try Self.checkCapacity(transaction, user: user)
      return added
    }
  }

  private func rows(where condition: String, _ parameters: [SQLiteValue]) throws -> [SavedAlbum] {
    let path = database.path
    return try database.read { transaction in
      try transaction.query(
        """
        SELECT album, saved_at FROM saved_albums WHERE \(condition)
        ORDER BY saved_at DESC, album_id
        """,
        parameters
      ) { row in
        guard let json = row.text(0), let stamp = row.text(1),
          let savedAt = StoredTimestamp.date(stamp),
          let album = try? JSONDecoder().decode(Album.self, from: Data(json.utf8))
        else { throw MusicLibraryError.storage(.corrupt(path: path)) }
        return SavedAlbum(album: album, savedAt: savedAt)
      }
    }
  }

  private static func json(_ album: Album) throws -> String {
    String(decoding: try AlbumBounds.encoded(album), as: UTF8.self)
  }

  /// Throws `.libraryFull`, rolling the write back, when the user's library is now past a cap.
  private static func checkCapacity(_ transaction: SQLiteTransaction, user: User.ID) throws {
    let totals = try transaction.query(
      """
      SELECT count(*), coalesce(sum(length(CAST(album AS BLOB))), 0) FROM saved_albums
      WHERE user_id = ?
      """,
      [.integer(user.rawValue)]
    ) { row in (Int(row.int64(0) ?? 0), Int(row.int64(1) ?? 0)) }
    guard let (albums, bytes) = totals.first else { return }
    try AlbumBounds.checkCapacity(albums: albums, bytes: bytes)
  }
}
