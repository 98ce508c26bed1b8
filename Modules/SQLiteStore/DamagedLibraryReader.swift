import Domain

/// A user's saved albums as far as a library file refused as damaged still holds them
/// (`SQLiteDatabase(readingDamaged:)`), for an export.
///
/// A scan stops at the first page that cannot be read, so each table and index that names
/// albums is scanned from both ends; every album found is then looked up on its own, by its key
/// and else by its row, so one damaged page costs only the albums on it. An album some table
/// names but none of its rows can be read comes as `.unreadable`, with its title when a listing
/// still has it; albums no readable page names are not known at all.
struct DamagedLibraryReader {
  let database: SQLiteDatabase
  let user: User.ID

  /// Hands each album found to `body`, by album id: readable ones as `SQLiteSavedAlbumStore`
  /// would, the others `.unreadable`.
  func forEachStoredAlbum(_ body: (StoredSavedAlbum) throws -> Void) throws {
    var titles: [Int64: String] = [:]
    var rows: [Int64: Int64] = [:]
    var ids: Set<Int64> = []
    for backwards in [false, true] {
      let order = backwards ? " DESC" : ""
      try scan(
        "SELECT album_id, title FROM saved_album_listings NOT INDEXED WHERE user_id = ?1"
          + " ORDER BY rowid\(order)"
      ) { row in
        titles[row.int64(0) ?? 0] = row.text(1)
      }
      try scan(
        "SELECT album_id, rowid FROM saved_albums NOT INDEXED WHERE user_id = ?1"
          + " ORDER BY rowid\(order)"
      ) { row in
        rows[row.int64(0) ?? 0] = row.int64(1)
      }
      for source in [
        "saved_albums WHERE user_id = ?1 ORDER BY album_id\(order)",
        "saved_album_listings WHERE user_id = ?1 ORDER BY album_id\(order)",
        "saved_album_order WHERE user_id = ?1 ORDER BY collation\(order), sort_key\(order)",
      ] {
        try scan("SELECT album_id FROM " + source) { ids.insert($0.int64(0) ?? 0) }
      }
    }
    ids.formUnion(titles.keys)
    ids.formUnion(rows.keys)
    for id in ids.sorted() {
      try body(album(id, row: rows[id]) ?? .unreadable(id: id, title: titles[id]))
    }
  }

  /// Album `id` with its listing, else without it (its `copyable` taken as 0), else by its row;
  /// nil when none of these can be read.
  private func album(_ id: Int64, row: Int64?) throws -> StoredSavedAlbum? {
    let key: [SQLiteValue] = [.integer(user.rawValue), .integer(id)]
    let lookups: [(String, [SQLiteValue])] =
      [
        (
          """
          SELECT s.album_id, s.album, s.saved_at, l.copyable, l.title FROM saved_albums s
            LEFT JOIN saved_album_listings l ON l.user_id = s.user_id AND l.album_id = s.album_id
          WHERE s.user_id = ?1 AND s.album_id = ?2
          """, key
        ),
        (
          "SELECT album_id, album, saved_at, 0, NULL FROM saved_albums"
            + " WHERE user_id = ?1 AND album_id = ?2", key
        ),
      ]
      + (row.map {
        [
          (
            "SELECT album_id, album, saved_at, 0, NULL FROM saved_albums NOT INDEXED"
              + " WHERE rowid = ?3 AND user_id = ?1 AND album_id = ?2", key + [.integer($0)]
          )
        ]
      } ?? [])
    for (sql, parameters) in lookups {
      let found = try readable {
        try database.read { transaction in
          try transaction.query(sql, parameters) { SQLiteSavedAlbumStore.storedAlbum($0) }
        }
      }
      if let stored = found?.first { return stored }
    }
    return nil
  }

  /// Runs `sql` (its `?1` the user) and hands each row to `each`, until the last row or the
  /// first page that cannot be read.
  private func scan(_ sql: String, _ each: (SQLiteRow) -> Void) throws {
    _ = try readable {
      try database.read { try $0.forEachRow(sql, [.integer(user.rawValue)], row: each) }
    }
  }

  /// What `body` returns; nil when it meets a damaged page. Other failures are thrown.
  private func readable<Result>(_ body: () throws -> Result) throws -> Result? {
    do {
      return try body()
    } catch MusicLibraryError.storage(.corrupt) {
      return nil
    }
  }
}
