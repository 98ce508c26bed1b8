import Domain
import Foundation
import SQLiteStore

/// The live `CatalogAnswerStore`: the `catalog_*` tables of the answer cache, a file of its own
/// (`AnswerSchema`) opened on first use.
///
/// Albums, tracks and media items (songs, movies, e-books) are kept once each; an answer lists
/// its members in order and belongs to the account signed in when it was fetched (0 signed
/// out), which alone finds it again. Each save runs in one write transaction with the bound on
/// the size: while the answers' estimated size is over it, the least recently used of any
/// account are dropped (never the look-ups of pinned albums), then the albums and tracks no
/// answer lists. A cache that cannot be opened, read or written is no cache: questions find
/// nothing, answers are not kept, and `unavailable` is told the first failure of the run.
public struct SQLiteCatalogAnswerStore: CatalogAnswerStore {
  /// The default bound on the answers' estimated size: 50 MB.
  public static let defaultSizeLimitBytes: Int64 = 50 * 1024 * 1024

  private let file: LazyDatabase
  private let sizeLimitBytes: Int64
  private let account: @Sendable () async throws -> User.ID?
  private let pinnedAlbumIDs: @Sendable () throws -> [Int64]
  private let report: FailureReport

  /// Creates a store over the cache `file`, holding the answers under `sizeLimitBytes`.
  /// `account` says who is signed in (nil: nobody); `pinnedAlbumIDs` names albums whose look-up
  /// answers are never dropped to make room (the library's saved albums), asked only when room
  /// is made; `unavailable` is told, once, why the cache is not used.
  public init(
    file: LazyDatabase, sizeLimitBytes: Int64 = defaultSizeLimitBytes,
    account: @escaping @Sendable () async throws -> User.ID? = { nil },
    pinnedAlbumIDs: @escaping @Sendable () throws -> [Int64] = { [] },
    unavailable: @escaping @Sendable (MusicLibraryError) -> Void = { _ in }
  ) {
    self.file = file
    self.sizeLimitBytes = sizeLimitBytes
    self.account = account
    self.pinnedAlbumIDs = pinnedAlbumIDs
    report = FailureReport(unavailable)
  }

  // MARK: - CatalogAnswerStore

  public func albumSearch(_ key: AnswerKey, usedAt: Date) async throws
    -> StoredAnswer<AlbumSearchPage>?
  {
    await read(key, usedAt: usedAt) { transaction, answer in
      try members(
        of: answer, from: "catalog_albums", as: "a", columns: CatalogRows.summaryColumns,
        in: transaction
      ) { CatalogRows.summary($0) }
      .map { AlbumSearchPage(albums: $0, skippedCount: answer.skipped) }
    }
  }

  public func saveAlbumSearch(_ page: AlbumSearchPage, for key: AnswerKey, fetchedAt: Date)
    async throws
  {
    await save(
      key, fetchedAt: fetchedAt, members: page.albums.map(\.id), skipped: page.skippedCount,
      size: page.albums.map(CatalogRows.size(of:)).reduce(0, +)
    ) { transaction in
      for album in page.albums { try CatalogRows.upsert(album, in: transaction) }
    }
  }

  public func album(_ key: AnswerKey, usedAt: Date) async throws -> StoredAnswer<Album>? {
    await read(key, usedAt: usedAt) { transaction, answer in
      let ids = try members(of: answer.id, in: transaction)
      guard ids.count == 1 else { return nil }
      return try CatalogRows.album(id: ids[0], in: transaction)
    }
  }

  public func saveAlbum(_ album: Album, for key: AnswerKey, fetchedAt: Date) async throws {
    await save(
      key, fetchedAt: fetchedAt, members: [album.id], skipped: 0,
      size: CatalogRows.size(of: album)
    ) { transaction in
      try CatalogRows.upsert(album, in: transaction)
    }
  }

  public func trackSearch(_ key: AnswerKey, usedAt: Date) async throws
    -> StoredAnswer<[TrackSummary]>?
  {
    await read(key, usedAt: usedAt) { transaction, answer in
      try members(
        of: answer, from: "catalog_tracks", as: "t", columns: CatalogRows.trackColumns,
        in: transaction
      ) { CatalogRows.track($0) }
    }
  }

  public func saveTrackSearch(_ tracks: [TrackSummary], for key: AnswerKey, fetchedAt: Date)
    async throws
  {
    await save(
      key, fetchedAt: fetchedAt, members: tracks.map(\.id), skipped: 0,
      size: tracks.map(CatalogRows.size(of:)).reduce(0, +)
    ) { transaction in
      for track in tracks { try CatalogRows.upsert(track, in: transaction) }
    }
  }

  public func mediaSearch(_ key: AnswerKey, usedAt: Date) async throws
    -> StoredAnswer<[MediaItem]>?
  {
    await read(key, usedAt: usedAt) { transaction, answer in
      try mediaItems(of: answer, in: transaction)
    }
  }

  public func saveMediaSearch(_ items: [MediaItem], for key: AnswerKey, fetchedAt: Date)
    async throws
  {
    await save(
      key, fetchedAt: fetchedAt, members: items.map(\.id), skipped: 0,
      size: items.map(MediaRows.size(of:)).reduce(0, +)
    ) { transaction in
      for item in items { try MediaRows.upsert(item, in: transaction) }
    }
  }

  public func mediaItem(_ key: AnswerKey, usedAt: Date) async throws -> StoredAnswer<MediaItem>? {
    await read(key, usedAt: usedAt) { transaction, answer in
      guard let items = try mediaItems(of: answer, in: transaction), items.count == 1 else {
        return nil
      }
      return items[0]
    }
  }

  public func saveMediaItem(_ item: MediaItem, for key: AnswerKey, fetchedAt: Date) async throws {
    await save(
      key, fetchedAt: fetchedAt, members: [item.id], skipped: 0, size: MediaRows.size(of: item)
    ) { transaction in
      try MediaRows.upsert(item, in: transaction)
    }
  }

  /// The signed-in account's answers; every account's when nobody is signed in. Throws when
  /// the cache cannot be opened or read.
  public func summary() async throws -> AnswerStoreSummary {
    let database = try file.database()
    let owner = try await account()
    let filter = owner == nil ? "" : "WHERE account = ?"
    let parameters = owner.map { [SQLiteValue.integer($0.rawValue)] } ?? []
    return try database.read { transaction in
      let rows = try transaction.query(
        """
        SELECT COUNT(*), COALESCE(SUM(byte_size), 0), MIN(fetched_at) FROM catalog_answers
        \(filter)
        """, parameters
      ) { row in
        AnswerStoreSummary(
          entries: Int(row.int64(0) ?? 0), bytes: row.int64(1) ?? 0,
          oldestFetchedAt: row.text(2).flatMap(StoredTimestamp.date))
      }
      guard let summary = rows.first else {
        throw MusicLibraryError.storage(.corrupt(path: database.path))
      }
      return summary
    }
  }

  /// Drops the signed-in account's answers and gives the pages they took back to the file
  /// system; with nobody signed in, or when the cache cannot be read, deletes the file and
  /// starts an empty one. The file is started over too when no account has answers left.
  public func clear() async throws {
    guard let owner = try await account(), let database = try? file.database() else {
      _ = try file.startOver()
      return
    }
    // Durable: the WAL the deletion filled is checkpointed and emptied before this returns.
    let left = try? database.durableWrite { transaction in
      try transaction.execute(
        "DELETE FROM catalog_answers WHERE account = ?", [.integer(owner.rawValue)])
      try dropUnlisted(in: transaction)
      try transaction.execute("PRAGMA incremental_vacuum")
      return try transaction.query("SELECT COUNT(*) FROM catalog_answers") { $0.int64(0) ?? 0 }
        .first ?? 0
    }
    if let left, left != 0 { return }
    _ = try file.startOver()
  }

  // MARK: - Answers

  /// An answer's row: its id, when it was fetched, and the skipped count of a search.
  private struct AnswerRow {
    let id: Int64
    let fetchedAt: Date
    let skipped: Int
  }

  /// The answer under `key` made by `body` from its row, marked used at `usedAt`; nil when
  /// there is none or a member is missing.
  private func read<Value: Sendable>(
    _ key: AnswerKey, usedAt: Date,
    _ body: (SQLiteTransaction, AnswerRow) throws -> Value?
  ) async -> StoredAnswer<Value>? {
    await using { database, owner in
      try read(Self.text(of: key, owner: owner), usedAt: usedAt, in: database, body)
    } ?? nil
  }

  private func read<Value: Sendable>(
    _ keyText: String, usedAt: Date, in database: SQLiteDatabase,
    _ body: (SQLiteTransaction, AnswerRow) throws -> Value?
  ) throws -> StoredAnswer<Value>? {
    try database.write { transaction in
      let rows = try transaction.query(
        "SELECT id, fetched_at, skipped_count FROM catalog_answers WHERE answer_key = ?",
        [.text(keyText)]
      ) { row -> AnswerRow? in
        guard let id = row.int64(0), let stamp = row.text(1),
          let fetchedAt = StoredTimestamp.date(stamp)
        else { return nil }
        return AnswerRow(id: id, fetchedAt: fetchedAt, skipped: Int(row.int64(2) ?? 0))
      }
      guard let answer = rows.first ?? nil, let value = try body(transaction, answer) else {
        return nil
      }
      try transaction.execute(
        "UPDATE catalog_answers SET last_used = ? WHERE id = ?",
        [.text(StoredTimestamp.text(usedAt)), .integer(answer.id)])
      return StoredAnswer(value, fetchedAt: answer.fetchedAt)
    }
  }

  /// Replaces the answer under `key` with one listing `members`, after `rows` kept them, then
  /// holds the store under its bound.
  private func save(
    _ key: AnswerKey, fetchedAt: Date, members: [Int64], skipped: Int, size: Int,
    rows: (SQLiteTransaction) throws -> Void
  ) async {
    _ = await using { database, owner in
      try save(
        key, owner: owner, fetchedAt: fetchedAt, members: members, skipped: skipped, size: size,
        in: database, rows: rows)
    }
  }

  private func save(
    _ key: AnswerKey, owner: User.ID?, fetchedAt: Date, members: [Int64], skipped: Int,
    size: Int, in database: SQLiteDatabase, rows: (SQLiteTransaction) throws -> Void
  ) throws {
    let keyText = Self.text(of: key, owner: owner)
    let stamp = StoredTimestamp.text(fetchedAt)
    try database.write { transaction in
      try rows(transaction)
      try transaction.execute("DELETE FROM catalog_answers WHERE answer_key = ?", [.text(keyText)])
      let replaced = transaction.changedRowCount > 0
      try transaction.execute(
        """
        INSERT INTO catalog_answers
          (answer_key, kind, fetched_at, last_used, byte_size, skipped_count, account)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(keyText), .text(key.kind), .text(stamp), .text(stamp),
          .integer(Int64(64 + keyText.utf8.count + 16 * members.count + size)),
          .integer(Int64(skipped)), .integer(owner?.rawValue ?? 0),
        ])
      let answerID = transaction.lastInsertedRowID
      for (position, member) in members.enumerated() {
        try transaction.execute(
          "INSERT INTO catalog_answer_members (answer_id, position, member_id) VALUES (?, ?, ?)",
          [.integer(answerID), .integer(Int64(position)), .integer(member)])
      }
      let evicted = try evictLeastRecentlyUsed(in: transaction)
      if replaced || evicted { try dropUnlisted(in: transaction) }
    }
  }

  /// The members of `answer` read from `table` as `alias` (the alias `columns` name), in order;
  /// nil when one is missing.
  private func members<Member>(
    of answer: AnswerRow, from table: String, as alias: String, columns: String,
    in transaction: SQLiteTransaction, _ row: (SQLiteRow) -> Member?
  ) throws -> [Member]? {
    let members = try transaction.query(
      """
      SELECT \(columns) FROM catalog_answer_members m
      LEFT JOIN \(table) \(alias) ON \(alias).id = m.member_id
      WHERE m.answer_id = ? ORDER BY m.position
      """, [.integer(answer.id)], row: row)
    return members.contains { $0 == nil } ? nil : members.compactMap { $0 }
  }

  /// The songs, movies and e-books `answer` lists, with their genres, in order; nil when one
  /// is missing.
  private func mediaItems(of answer: AnswerRow, in transaction: SQLiteTransaction) throws
    -> [MediaItem]?
  {
    try members(
      of: answer, from: "catalog_media_items", as: "i", columns: MediaRows.columns,
      in: transaction
    ) { MediaRows.item($0) }?
    .map { try MediaRows.withGenres($0, in: transaction) }
  }

  private func members(of answerID: Int64, in transaction: SQLiteTransaction) throws -> [Int64] {
    try transaction.query(
      "SELECT member_id FROM catalog_answer_members WHERE answer_id = ? ORDER BY position",
      [.integer(answerID)]
    ) { $0.int64(0) ?? 0 }
  }

  // MARK: - The cache file

  /// `body` over the open cache with the signed-in account; nil, the failure told once, when
  /// the cache cannot be opened or used.
  private func using<Value>(
    _ body: (SQLiteDatabase, User.ID?) throws -> Value
  ) async -> Value? {
    do {
      let database = try file.database()
      return try body(database, try await account())
    } catch {
      report.tell(error)
      return nil
    }
  }

  /// The text an answer is kept under: its account (0 signed out), then `key`.
  private static func text(of key: AnswerKey, owner: User.ID?) -> String {
    String(owner?.rawValue ?? 0) + "\u{1F}" + key.description
  }

  // MARK: - The size bound

  /// Drops the least recently used answers (not the look-ups of pinned albums) while their size
  /// is over the bound; true when any was dropped.
  private func evictLeastRecentlyUsed(in transaction: SQLiteTransaction) throws -> Bool {
    var total =
      try transaction.query("SELECT COALESCE(SUM(byte_size), 0) FROM catalog_answers") {
        $0.int64(0) ?? 0
      }.first ?? 0
    guard total > sizeLimitBytes else { return false }
    let pinned = try pinnedAlbumIDs().map(String.init).joined(separator: ",")
    let candidates = try transaction.query(
      """
      SELECT id, byte_size FROM catalog_answers
      WHERE NOT (kind = 'album' AND EXISTS (
        SELECT 1 FROM catalog_answer_members m
        WHERE m.answer_id = catalog_answers.id
          AND m.member_id IN (SELECT value FROM json_each(?))))
      ORDER BY last_used, id
      """, [.text("[" + pinned + "]")]
    ) { ($0.int64(0) ?? 0, $0.int64(1) ?? 0) }
    var dropped = false
    for (id, size) in candidates where total > sizeLimitBytes {
      try transaction.execute("DELETE FROM catalog_answers WHERE id = ?", [.integer(id)])
      total -= size
      dropped = true
    }
    return dropped
  }

  /// Deletes the albums, album tracks, tracks and media items that no answer lists any more.
  private func dropUnlisted(in transaction: SQLiteTransaction) throws {
    func listed(_ kinds: String) -> String {
      """
      SELECT m.member_id FROM catalog_answer_members m
      JOIN catalog_answers a ON a.id = m.answer_id WHERE a.kind IN (\(kinds))
      """
    }
    try transaction.execute(
      "DELETE FROM catalog_albums WHERE id NOT IN (\(listed("'albums', 'album', 'artistAlbums'")))")
    try transaction.execute(
      "DELETE FROM catalog_album_tracks WHERE album_id NOT IN (\(listed("'album'")))")
    try transaction.execute("DELETE FROM catalog_tracks WHERE id NOT IN (\(listed("'tracks'")))")
    try transaction.execute(
      """
      DELETE FROM catalog_media_items
      WHERE id NOT IN (\(listed("'mediaSearch', 'mediaItem'")))
      """)
  }
}
