import Domain
import Foundation

/// The rows derived from `saved_albums` that lists read: `saved_album_listings` and
/// `saved_album_order` (schema step "saved album listings").
struct SavedAlbumListingRows {
  let transaction: SQLiteTransaction
  let user: User.ID
  /// The orders whose keys are written with every album.
  let orderings: [any SavedAlbumOrdering]
  /// The database file, for errors.
  let path: String

  /// How many albums keys are made for at once.
  static let batchSize = 500

  /// Writes the listing and the known orders' keys of `albums`, replacing what they had;
  /// `copyable` when their JSON is what `AlbumBounds.encoded` writes and they are within bounds.
  func write(_ albums: [SavedAlbumListing], copyable: Bool = true) throws {
    for album in albums {
      try transaction.execute(
        """
        INSERT OR REPLACE INTO saved_album_listings (user_id, album_id, title, artist, year,
          track_count, stored_tracks, saved_at, title_fold, artist_fold, copyable)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .integer(user.rawValue), .integer(album.id), .text(album.title),
          album.artist.map(SQLiteValue.text) ?? .null,
          album.year.map { .integer(Int64($0)) } ?? .null,
          album.trackCount.map { .integer(Int64($0)) } ?? .null,
          .integer(Int64(album.storedTracks)), .text(StoredTimestamp.text(album.savedAt)),
          .text(SavedAlbumQuery.folded(album.title)),
          .text(SavedAlbumQuery.folded(album.artist ?? "")), .integer(copyable ? 1 : 0),
        ])
      try transaction.execute(
        "DELETE FROM saved_album_order WHERE user_id = ? AND album_id = ?",
        [.integer(user.rawValue), .integer(album.id)])
    }
    for ordering in orderings { try writeKeys(albums, of: ordering) }
  }

  /// Writes `ordering`'s keys of `albums`, which have none in it yet.
  func writeKeys(_ albums: [SavedAlbumListing], of ordering: any SavedAlbumOrdering) throws {
    guard let keys = ordering.keys(albums) else { return }
    for (album, key) in zip(albums, keys) {
      try transaction.execute(
        "INSERT INTO saved_album_order (user_id, collation, sort_key, album_id) VALUES (?, ?, ?, ?)",
        [.integer(user.rawValue), .text(ordering.name), .blob(key), .integer(album.id)])
    }
  }

  /// Whether the user's albums all have a listing and a key in `ordering` (when it has keys).
  func areComplete(in ordering: any SavedAlbumOrdering) throws -> Bool {
    let counts = try transaction.query(
      """
      SELECT (SELECT count(*) FROM saved_albums WHERE user_id = ?1),
        (SELECT count(*) FROM saved_album_listings WHERE user_id = ?1),
        (SELECT count(*) FROM saved_album_order WHERE user_id = ?1 AND collation = ?2)
      """,
      [.integer(user.rawValue), .text(ordering.name)]
    ) { row in (row.int64(0) ?? 0, row.int64(1) ?? 0, row.int64(2) ?? 0) }
    guard let (albums, listed, keyed) = counts.first else { return true }
    return albums == listed && (albums == keyed || ordering.keys([]) == nil)
  }

  /// Writes what the user's albums lack: listings (each album read and checked once) and
  /// `ordering`'s keys.
  func complete(in ordering: any SavedAlbumOrdering) throws {
    let unlisted = try transaction.query(
      """
      SELECT album_id FROM saved_albums s WHERE user_id = ? AND NOT EXISTS (
        SELECT 1 FROM saved_album_listings l
        WHERE l.user_id = s.user_id AND l.album_id = s.album_id)
      """,
      [.integer(user.rawValue)]
    ) { $0.int64(0) ?? 0 }
    for start in stride(from: 0, to: unlisted.count, by: Self.batchSize) {
      var copies: [SavedAlbumListing] = []
      var others: [SavedAlbumListing] = []
      for id in unlisted[start..<min(start + Self.batchSize, unlisted.count)] {
        try transaction.forEachRow(
          """
          SELECT album, saved_at, CASE WHEN json_valid(album) THEN json_extract(album, '$.title') END
          FROM saved_albums WHERE user_id = ? AND album_id = ?
          """,
          [.integer(user.rawValue), .integer(id)]
        ) { row in
          let json = row.utf8(0) ?? []
          let savedAt = row.text(1).flatMap(StoredTimestamp.date)
          guard let savedAt, let album = try? JSONDecoder().decode(Album.self, from: Data(json))
          else {
            // Unreadable: listed by what SQLite reads of it, so it can still be seen and removed.
            others.append(
              SavedAlbumListing(
                id: id, title: row.text(2) ?? "", artist: nil, year: nil, trackCount: nil,
                storedTracks: 0, savedAt: savedAt ?? Date(timeIntervalSince1970: 0)))
            return
          }
          let listing = SavedAlbumListing(SavedAlbum(album: album, savedAt: savedAt))
          let isCopy =
            AlbumBounds.fieldOutOfBounds(in: album) == nil
            && (try? AlbumBounds.encoded(album)).map { $0.elementsEqual(json) } == true
          if isCopy { copies.append(listing) } else { others.append(listing) }
        }
      }
      try write(copies, copyable: true)
      try write(others, copyable: false)
    }
    guard ordering.keys([]) != nil else { return }
    let unkeyed = try transaction.query(
      """
      SELECT \(Self.listingColumns) FROM saved_album_listings l WHERE user_id = ? AND NOT EXISTS (
        SELECT 1 FROM saved_album_order o
        WHERE o.user_id = l.user_id AND o.album_id = l.album_id AND o.collation = ?)
      """,
      [.integer(user.rawValue), .text(ordering.name)]
    ) { try Self.listing($0, path: path) }
    for start in stride(from: 0, to: unkeyed.count, by: Self.batchSize) {
      try writeKeys(
        Array(unkeyed[start..<min(start + Self.batchSize, unkeyed.count)]), of: ordering)
    }
  }

  /// The columns `listing` reads, of `saved_album_listings` as `l`.
  static let listingColumns =
    "l.album_id, l.title, l.artist, l.year, l.track_count, l.stored_tracks, l.saved_at"

  /// A row of `listingColumns` of the database at `path`.
  static func listing(_ row: SQLiteRow, path: String) throws -> SavedAlbumListing {
    guard let title = row.text(1), let stamp = row.text(6),
      let savedAt = StoredTimestamp.date(stamp)
    else { throw MusicLibraryError.storage(.corrupt(path: path)) }
    return SavedAlbumListing(
      id: row.int64(0) ?? 0, title: title, artist: row.text(2), year: row.int64(3).map(Int.init),
      trackCount: row.int64(4).map(Int.init), storedTracks: Int(row.int64(5) ?? 0),
      savedAt: savedAt)
  }
}
