import Domain
import Foundation

/// The live `SavedAlbumStore`: the `saved_albums` table of a shared `SQLiteDatabase`, one row
/// per user and album holding the album with its tracks as JSON (`AlbumBounds.encoded`), and
/// beside it each album's listing and its keys in the known orders (`SavedAlbumListingRows`), so
/// a page comes from the database in order. An album out of `AlbumBounds` is refused, and the
/// library's caps are checked in the same transaction as the write, so parallel saves cannot
/// pass them together.
public struct SQLiteSavedAlbumStore: SavedAlbumStore {
  private let database: SQLiteDatabase
  private let orderings: [any SavedAlbumOrdering]

  /// The ids of every album any user saved: the answer store's pinned albums, never evicted.
  public func savedAlbumIDs() throws -> [Int64] {
    try database.read { transaction in
      try transaction.query("SELECT DISTINCT album_id FROM saved_albums") { $0.int64(0) ?? 0 }
    }
  }

  /// Creates a store over `database` that writes each album's keys in `orderings` (keys of
  /// another order are made when a list first asks for it).
  public init(database: SQLiteDatabase, orderings: [any SavedAlbumOrdering] = []) {
    self.database = database
    self.orderings = orderings
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
      let savedAt =
        try transaction.query(
          "SELECT saved_at FROM saved_albums WHERE user_id = ? AND album_id = ?",
          [.integer(user.rawValue), .integer(album.id)]
        ) { $0.text(0).flatMap(StoredTimestamp.date) }.first.flatMap { $0 } ?? date
      try listingRows(transaction, user).write(
        [SavedAlbumListing(SavedAlbum(album: album, savedAt: savedAt))])
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
    var given: [SavedAlbum]? = albums
    let added = Set(
      try await add(for: user) { () -> [SavedAlbum]? in
        defer { given = nil }
        return given
      }.map(\.id))
    var seen: Set<Int64> = []
    return albums.filter { added.contains($0.album.id) && seen.insert($0.album.id).inserted }
  }

  public func add(for user: User.ID, batches next: () throws -> [SavedAlbumToAdd]?) async throws
    -> [SavedAlbumListing]
  {
    try database.durableWrite { transaction in
      var added: [SavedAlbumListing] = []
      while let batch = try next() {
        var fresh: [SavedAlbumListing] = []
        for album in batch {
          let saved = album.saved
          try AlbumBounds.check(saved.album)
          let json =
            try album.storedJSON.map { String(decoding: $0, as: UTF8.self) }
            ?? Self.json(saved.album)
          try transaction.execute(
            """
            INSERT INTO saved_albums (user_id, album_id, album, saved_at) VALUES (?, ?, ?, ?)
            ON CONFLICT (user_id, album_id) DO NOTHING
            """,
            [
              .integer(user.rawValue), .integer(saved.album.id), .text(json),
              .text(StoredTimestamp.text(saved.savedAt)),
            ])
          if transaction.changedRowCount > 0 { fresh.append(SavedAlbumListing(saved)) }
        }
        try listingRows(transaction, user).write(fresh)
        added += fresh
      }
      try Self.checkCapacity(transaction, user: user)
      return added
    }
  }

  public func page(_ query: SavedAlbumQuery, for user: User.ID) async throws -> SavedAlbumPage {
    var albums: [SavedAlbumListing] = []
    var counts = (matching: 0, total: 0)
    try await forEachListing(
      query, for: user, counted: { counts = ($0, $1) }, each: { albums.append($0) })
    return SavedAlbumPage(albums: albums, matching: counts.matching, total: counts.total)
  }

  public func forEachListing(
    _ query: SavedAlbumQuery, for user: User.ID,
    counted: (_ matching: Int, _ total: Int) throws -> Void,
    each body: (SavedAlbumListing) throws -> Void
  ) async throws {
    try complete(user, in: query.ordering)
    let filter = SavedAlbumQuery.folded(query.filter ?? "")
    let matches = "(?2 = '' OR instr(l.title_fold, ?2) > 0 OR instr(l.artist_fold, ?2) > 0)"
    let keyed = query.ordering.keys([]) != nil
    // Filtered: the few matching listings first, then their keys (CROSS JOIN fixes that order);
    // else every key in order, then its listing.
    let source =
      keyed && !filter.isEmpty
      ? """
      saved_album_listings l CROSS JOIN saved_album_order o
        ON o.user_id = l.user_id AND o.album_id = l.album_id AND o.collation = ?3
      WHERE l.user_id = ?1 AND \(matches) ORDER BY o.sort_key
      """
      : keyed
        ? """
        saved_album_order o JOIN saved_album_listings l
          ON l.user_id = o.user_id AND l.album_id = o.album_id
        WHERE o.user_id = ?1 AND o.collation = ?3 AND \(matches) ORDER BY o.sort_key
        """
        : """
        saved_album_listings l WHERE l.user_id = ?1 AND \(matches)
        ORDER BY l.title COLLATE NOCASE, l.artist IS NULL, l.artist COLLATE NOCASE,
          l.year IS NULL, l.year, l.album_id
        """
    let parameters: [SQLiteValue] = [
      .integer(user.rawValue), .text(filter), .text(query.ordering.name),
      .integer(Int64(query.limit ?? -1)), .integer(Int64(max(0, query.offset))),
    ]
    let path = database.path
    try database.read { transaction in
      let counts = try transaction.query(
        """
        SELECT count(*) FILTER (WHERE \(matches)), count(*)
        FROM saved_album_listings l WHERE l.user_id = ?1
        """,
        Array(parameters.prefix(2))
      ) { row in (Int(row.int64(0) ?? 0), Int(row.int64(1) ?? 0)) }
      let (matching, total) = counts.first ?? (0, 0)
      try counted(matching, total)
      try transaction.forEachRow(
        "SELECT \(SavedAlbumListingRows.listingColumns) FROM \(source) LIMIT ?4 OFFSET ?5",
        parameters
      ) { try body(SavedAlbumListingRows.listing($0, path: path)) }
    }
  }

  public func forEachSavedAlbum(
    for user: User.ID, in ordering: any SavedAlbumOrdering, _ body: (SavedAlbum) throws -> Void
  ) async throws {
    let path = database.path
    try await forEachStoredAlbum(for: user, in: ordering) { stored in
      switch stored {
      case .encoded(_, let json, let savedAt):
        guard let album = try? JSONDecoder().decode(Album.self, from: Data(json)) else {
          throw MusicLibraryError.storage(.corrupt(path: path))
        }
        try body(SavedAlbum(album: album, savedAt: savedAt))
      case .decoded(let saved): try body(saved)
      case .unreadable: throw MusicLibraryError.storage(.corrupt(path: path))
      }
    }
  }

  public func forEachStoredAlbum(
    for user: User.ID, in ordering: any SavedAlbumOrdering,
    _ body: (StoredSavedAlbum) throws -> Void
  ) async throws {
    // A file read as damaged: every album found, by id.
    if database.readsDamagedFile {
      return try DamagedLibraryReader(database: database, user: user).forEachStoredAlbum(body)
    }
    try complete(user, in: ordering)
    let keyed = ordering.keys([]) != nil
    let columns = "s.album_id, s.album, s.saved_at, l.copyable, l.title"
    try database.read { transaction in
      try transaction.forEachRow(
        keyed
          ? """
          SELECT \(columns) FROM saved_album_order o
            JOIN saved_albums s ON s.user_id = o.user_id AND s.album_id = o.album_id
            JOIN saved_album_listings l ON l.user_id = o.user_id AND l.album_id = o.album_id
          WHERE o.user_id = ?1 AND o.collation = ?2 ORDER BY o.sort_key
          """
          : """
          SELECT \(columns) FROM saved_album_listings l JOIN saved_albums s
            ON s.user_id = l.user_id AND s.album_id = l.album_id
          WHERE l.user_id = ?1
          ORDER BY l.title COLLATE NOCASE, l.artist IS NULL, l.artist COLLATE NOCASE,
            l.year IS NULL, l.year, l.album_id
          """,
        keyed ? [.integer(user.rawValue), .text(ordering.name)] : [.integer(user.rawValue)]
      ) { row in try body(Self.storedAlbum(row)) }
    }
  }

  /// The album of a row of `album_id, album, saved_at, copyable, title`: its JSON as kept when
  /// the listing says it may be copied, else decoded, else unreadable.
  static func storedAlbum(_ row: SQLiteRow) -> StoredSavedAlbum {
    let id = row.int64(0) ?? 0
    let title = row.text(4).flatMap { $0.isEmpty ? nil : $0 }
    guard let json = row.utf8(1), let savedAt = row.text(2).flatMap(StoredTimestamp.date) else {
      return .unreadable(id: id, title: title)
    }
    if row.int64(3) == 1 { return .encoded(id: id, json: json, savedAt: savedAt) }
    guard let album = try? JSONDecoder().decode(Album.self, from: Data(json)) else {
      return .unreadable(id: id, title: title)
    }
    return .decoded(SavedAlbum(album: album, savedAt: savedAt))
  }

  private func listingRows(_ transaction: SQLiteTransaction, _ user: User.ID)
    -> SavedAlbumListingRows
  {
    SavedAlbumListingRows(
      transaction: transaction, user: user, orderings: orderings, path: database.path)
  }

  /// Writes the listings and keys in `ordering` the user's albums lack: rows saved before the
  /// listings existed, or an order no write knew.
  private func complete(_ user: User.ID, in ordering: any SavedAlbumOrdering) throws {
    let isComplete = try database.read { transaction in
      try listingRows(transaction, user).areComplete(in: ordering)
    }
    guard !isComplete else { return }
    try database.write { transaction in
      try listingRows(transaction, user).complete(in: ordering)
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
      ) { row in try Self.savedAlbum(row, path: path) }
    }
  }

  /// The saved album of a row of `album, saved_at`.
  private static func savedAlbum(_ row: SQLiteRow, path: String) throws -> SavedAlbum {
    guard let json = row.text(0), let stamp = row.text(1),
      let savedAt = StoredTimestamp.date(stamp),
      let album = try? JSONDecoder().decode(Album.self, from: Data(json.utf8))
    else { throw MusicLibraryError.storage(.corrupt(path: path)) }
    return SavedAlbum(album: album, savedAt: savedAt)
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
