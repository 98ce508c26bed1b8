import CSQLite
import Domain
import Foundation

/// One SQLite connection to the library file, shared by the stores and safe to use from any
/// thread or task (calls are serialised by a lock). Other processes may open the same file:
/// WAL mode, a busy timeout and `BEGIN IMMEDIATE` for writes keep them consistent.
///
/// Durability: every commit is in the WAL, safe from a crash or kill of the program, when
/// `write` returns. Caches and logs (`write`: answers, history, the request budget) reach the
/// disk itself with the next auto-checkpoint or durable write, so only a power cut may lose their
/// last commits; closing copies nothing into the file. What a person entered or asked for
/// (`durableWrite`: accounts, the session, saved albums, filters, deleting or clearing history)
/// and sign-in lockouts are synced before the call returns.
///
/// The WAL stays short across runs: closing empties a WAL whose every frame a checkpoint of
/// this connection copied into the file (nothing to copy or sync on the way out), so it holds at
/// most about `autoCheckpointPages` frames and the last transaction when a run ends.
public final class SQLiteDatabase: @unchecked Sendable {
  /// The database file.
  public let path: String
  // Set once, inside init, after the integrity check (which needs a fully initialised self).
  /// The data directory and database file, in that order, whose modes let others read them
  /// (made by hand) and lost those bits while opening; usually empty. The `-wal` and
  /// `-shm` files are tightened with the database file.
  public private(set) var tightenedPermissions: [PermissionFix] = []
  /// Whether opening ran `PRAGMA quick_check`: the file was not the one a run last left (see
  /// `IntegrityStamp`).
  public private(set) var checkedIntegrity = false
  /// The stamp found on opening when it matched the file; the file's stamp is written on
  /// closing unless it is still this one.
  private var stampAtOpen: IntegrityStamp?
  private var isOpen = false
  /// Whether the WAL held only frames already copied into the file after this connection's
  /// last commit (set by the commit hook and durable writes): closing then empties it.
  private var walCopied = false
  /// Whether this connection only reads a file refused as damaged (`init(readingDamaged:)`).
  public let readsDamagedFile: Bool
  private let connection: OpaquePointer
  /// How many pages the WAL may hold before a commit checkpoints it: every start reads the whole
  /// WAL back, so a short one keeps starts cheap (Tools/bench/RESULTS.md).
  public static let autoCheckpointPages = 64
  /// What a WAL file one large transaction grew is truncated to after a checkpoint.
  private static let walSizeLimitBytes = 1024 * 1024
  private let lock = NSLock()
  private let statements: StatementCache
  /// The `synchronous` level outside durable writes: NORMAL, or OFF for a disposable file.
  private let synchronous: String

  /// Opens (creating if needed) the database at `path` and brings its schema up to date.
  ///
  /// A new directory gets mode 0700 and a new file 0600; an existing data directory or database
  /// readable by others loses those bits and is listed in `tightenedPermissions`. One that
  /// belongs to another user or that others can write to, and a data directory its owner made
  /// read-only, are refused unchanged (`foreignOwner`, `writableByOthers`,
  /// `readOnlyDirectory`). A file that is not a SQLite database,
  /// is damaged, or has a newer schema than `migrations` describe is left byte-for-byte untouched
  /// and reported as `MusicLibraryError.storage`.
  ///
  /// A `disposable` file (the answer cache) is never synced: an answer lost or a file damaged by
  /// a crash of the machine costs a request, and its writes stay off the path to the screen.
  /// `checkingIntegrity` checks the file even when its stamp says the last run left it so.
  public init(
    path: String, busyTimeoutMilliseconds: Int32 = 5000,
    migrations: [SchemaMigration] = LibrarySchema.migrations, disposable: Bool = false,
    checkingIntegrity: Bool = false
  ) throws {
    self.path = path
    synchronous = disposable ? "OFF" : "NORMAL"
    readsDamagedFile = false
    let directoryFixes = try DatabaseFile.prepare(path: path)
    let handle = try Self.connect(
      path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
      busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    connection = handle
    statements = StatementCache(connection: handle)
    do {
      // Checks come before anything that could write (WAL switch, migrations).
      var recorded = IntegrityStamp.recorded(for: path)
      if checkingIntegrity || recorded == nil || recorded != IntegrityStamp(databasePath: path) {
        try checkIntegrity()
        checkedIntegrity = true
        recorded = nil
      }
      tightenedPermissions = try directoryFixes + [DatabaseFile.tightenFile(path)].compactMap { $0 }
      let version = try schemaVersion()
      if version > Int32(migrations.count) {
        throw MusicLibraryError.storage(
          .other(
            path: path,
            detail: "schema version \(version) is newer than this program knows "
              + "(\(migrations.count)); use a newer version of the program"))
      }
      try configure(busyTimeoutMilliseconds: busyTimeoutMilliseconds)
      if version < Int32(migrations.count) {
        try migrate(migrations)
      }
      stampAtOpen = recorded
      isOpen = true
    } catch let error as SQLiteError {
      throw MusicLibraryError.storage(error.storageFailure(path: path))
    }
  }

  /// Opens the file at `path`, one refused as damaged, only to read what can still be read:
  /// read-only, with no integrity check, WAL switch, migration, permission change or stamp, so
  /// the file itself is never written (SQLite may make its `-wal` and `-shm` companions). A
  /// write through it fails as `MusicLibraryError.storage(.readOnly)`; a read that reaches a
  /// damaged page fails as `.corrupt`.
  public init(readingDamaged path: String, busyTimeoutMilliseconds: Int32 = 5000) throws {
    self.path = path
    synchronous = "NORMAL"
    readsDamagedFile = true
    connection = try Self.connect(
      path, flags: SQLITE_OPEN_READONLY, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    statements = StatementCache(connection: connection)
  }

  /// A connection to `path` opened with `flags`, extended result codes on, never checkpointing
  /// as it closes (set first: a file refused while opening must not be changed by it).
  private static func connect(_ path: String, flags: Int32, busyTimeoutMilliseconds: Int32)
    throws -> OpaquePointer
  {
    var handle: OpaquePointer?
    let code = sqlite3_open_v2(path, &handle, flags | SQLITE_OPEN_NOMUTEX, nil)
    guard code == SQLITE_OK, let handle,
      csqlite_skip_checkpoint_on_close(handle) == SQLITE_OK
    else {
      let error =
        handle.map(SQLiteError.last(of:))
        ?? SQLiteError(extendedCode: code, message: String(cString: sqlite3_errstr(code)))
      sqlite3_close_v2(handle)
      throw MusicLibraryError.storage(error.storageFailure(path: path))
    }
    sqlite3_extended_result_codes(handle, 1)
    sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
    return handle
  }

  deinit {
    statements.finalizeAll()
    if isOpen, walCopied {
      // Nothing to copy, so nothing to sync: only the emptying. Another process's reader keeps
      // it as it is (no waiting).
      sqlite3_busy_timeout(connection, 0)
      sqlite3_wal_checkpoint_v2(connection, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
    }
    sqlite3_close_v2(connection)
    // The file as this run leaves it (checkpoints and tightened modes change it): known good,
    // so the next run need not check it. Not for a file refused while opening.
    if isOpen, let stamp = IntegrityStamp(databasePath: path), stamp != stampAtOpen {
      stamp.record(for: path)
    }
  }

  /// Runs `body` in a write transaction (`BEGIN IMMEDIATE … COMMIT`), rolled back if it throws.
  ///
  /// A `SQLiteError` escaping `body` becomes `MusicLibraryError.storage`; other errors pass
  /// through unchanged.
  @discardableResult
  public func write<Result>(_ body: (SQLiteTransaction) throws -> Result) throws -> Result {
    try transaction(begin: "BEGIN IMMEDIATE", readOnly: false, body)
  }

  /// Runs `body` in a write transaction, as `write` does, that is on the disk when this returns:
  /// committed with `synchronous=FULL` (the WAL synced), then checkpointed into the database file
  /// and the WAL emptied, unless another process keeps it busy past the busy timeout. A
  /// disposable file is checkpointed and emptied the same way, but not synced.
  @discardableResult
  public func durableWrite<Result>(_ body: (SQLiteTransaction) throws -> Result) throws -> Result {
    try transaction(begin: "BEGIN IMMEDIATE", readOnly: false, durable: true, body)
  }

  /// Runs `body` in a read transaction that sees one consistent snapshot and refuses writes.
  ///
  /// A `SQLiteError` escaping `body` becomes `MusicLibraryError.storage`; other errors pass
  /// through unchanged.
  public func read<Result>(_ body: (SQLiteTransaction) throws -> Result) throws -> Result {
    try transaction(begin: "BEGIN DEFERRED", readOnly: true, body)
  }

  /// The schema version stored in the file (`PRAGMA user_version`).
  public func schemaVersion() throws -> Int32 {
    try lock.withLock {
      do {
        let rows = try unlocked.query("PRAGMA user_version") { $0.int64(0) ?? 0 }
        return Int32(rows.first ?? 0)
      } catch let error as SQLiteError {
        throw MusicLibraryError.storage(error.storageFailure(path: path))
      }
    }
  }

  /// Statements on the connection outside any explicit transaction; callers hold the lock.
  private var unlocked: SQLiteTransaction {
    SQLiteTransaction(connection: connection, isReadOnly: false)
  }

  private func transaction<Result>(
    begin: String, readOnly: Bool, durable: Bool = false, cached: Bool = true,
    _ body: (SQLiteTransaction) throws -> Result
  ) throws -> Result {
    try lock.withLock {
      do {
        // The level can only change outside a transaction.
        if durable, synchronous != "OFF" { try unlocked.execute("PRAGMA synchronous=FULL") }
        defer {
          if durable {
            sqlite3_exec(connection, "PRAGMA synchronous=\(synchronous)", nil, nil, nil)
          }
        }
        try unlocked.execute(begin)
        do {
          let result = try body(
            SQLiteTransaction(
              connection: connection, isReadOnly: readOnly,
              statements: cached ? statements : nil))
          try unlocked.execute("COMMIT")
          if durable {
            // Already safe in the synced WAL: a checkpoint another process holds back past the
            // busy timeout is fine. Emptying the WAL leaves the file alone holding everything.
            walCopied =
              sqlite3_wal_checkpoint_v2(connection, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
              == SQLITE_OK
          }
          return result
        } catch {
          // SQLite may already have rolled back on its own (e.g. after SQLITE_FULL or IOERR).
          if sqlite3_get_autocommit(connection) == 0 {
            sqlite3_exec(connection, "ROLLBACK", nil, nil, nil)
          }
          throw error
        }
      } catch let error as SQLiteError {
        throw MusicLibraryError.storage(error.storageFailure(path: path))
      }
    }
  }

  private func checkIntegrity() throws {
    let findings = try unlocked.query("PRAGMA quick_check") { $0.text(0) ?? "" }
    guard findings == ["ok"] else {
      throw SQLiteError(extendedCode: SQLITE_CORRUPT, message: findings.joined(separator: "; "))
    }
  }

  private func configure(busyTimeoutMilliseconds: Int32) throws {
    try switchToWAL(busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    try unlocked.execute("PRAGMA synchronous=\(synchronous)")
    try unlocked.execute("PRAGMA foreign_keys=ON")
    // The WAL outlives the connection unless all of it is copied: kept short, and trimmed once
    // checkpointed after one large transaction grew it.
    sqlite3_wal_hook(
      connection,
      { context, _, _, frames in
        guard let context else { return SQLITE_OK }
        Unmanaged<SQLiteDatabase>.fromOpaque(context).takeUnretainedValue().committed(
          walFrames: frames)
        return SQLITE_OK
      }, Unmanaged.passUnretained(self).toOpaque())
    try unlocked.execute("PRAGMA journal_size_limit=\(Self.walSizeLimitBytes)")
  }

  /// SQLite's auto-checkpoint, run after each commit (under the lock), which also notes whether
  /// it left every frame of the WAL copied into the file.
  private func committed(walFrames: Int32) {
    guard walFrames >= Self.autoCheckpointPages else {
      walCopied = false
      return
    }
    var frames: Int32 = 0
    var copied: Int32 = 0
    let code = sqlite3_wal_checkpoint_v2(
      connection, nil, SQLITE_CHECKPOINT_PASSIVE, &frames, &copied)
    walCopied = code == SQLITE_OK && frames == copied
  }

  /// Turns on WAL mode, waiting out other processes as the busy timeout does elsewhere.
  ///
  /// SQLite answers a journal-mode change that meets another connection's lock with
  /// `SQLITE_BUSY` at once, without calling the busy handler (it would deadlock two connections
  /// that both hold a shared lock and want an exclusive one), so processes opening a new file
  /// together retry here until the timeout.
  private func switchToWAL(busyTimeoutMilliseconds: Int32) throws {
    let deadline = ContinuousClock.now + .milliseconds(busyTimeoutMilliseconds)
    while true {
      do {
        _ = try unlocked.query("PRAGMA journal_mode=WAL") { $0.text(0) }
        return
      } catch let error as SQLiteError
        where error.primaryCode == SQLITE_BUSY && ContinuousClock.now < deadline
      {
        usleep(UInt32.random(in: 2_000...20_000))
      }
    }
  }

  /// Applies each missing step in its own transaction, re-reading the version under the write
  /// lock so that two processes opening a new file at once do not both run a step.
  private func migrate(_ migrations: [SchemaMigration]) throws {
    for (index, step) in migrations.enumerated() {
      let version = Int32(index + 1)
      if step.rebuildsFile {
        try rebuild(step, to: version)
        continue
      }
      // Not cached: each step's statements run once, and would take the cache's slots.
      try transaction(begin: "BEGIN IMMEDIATE", readOnly: false, cached: false) { transaction in
        let current = try transaction.query("PRAGMA user_version") { $0.int64(0) ?? 0 }
        guard (current.first ?? 0) < version else { return }
        do {
          for statement in step.statements {
            try transaction.execute(statement)
          }
          try transaction.execute("PRAGMA user_version = \(version)")
        } catch let error as SQLiteError {
          throw SQLiteError(
            extendedCode: error.extendedCode,
            message: "migration \(version) (\(step.summary)): \(error.message)")
        }
      }
    }
  }

  /// Runs a step that rebuilds the file: its statements, `VACUUM`, then the new version, each on
  /// its own outside any transaction. Two processes opening the file at once may both rebuild
  /// it, which costs time and nothing else; one stopped halfway leaves the old version.
  private func rebuild(_ step: SchemaMigration, to version: Int32) throws {
    try lock.withLock {
      let current = try unlocked.query("PRAGMA user_version") { $0.int64(0) ?? 0 }
      guard (current.first ?? 0) < version else { return }
      do {
        for statement in step.statements + ["VACUUM", "PRAGMA user_version = \(version)"] {
          try unlocked.execute(statement)
        }
      } catch let error as SQLiteError {
        throw SQLiteError(
          extendedCode: error.extendedCode,
          message: "migration \(version) (\(step.summary)): \(error.message)")
      }
    }
  }
}

extension SQLiteDatabase {
  /// Every file a database at `path` keeps: itself, its `-wal`, `-shm` and `-journal`
  /// companions (a journal is left only by a write cut short before WAL mode) and its
  /// integrity stamp.
  public static func files(at path: String) -> [String] {
    [path, path + "-wal", path + "-shm", path + "-journal", IntegrityStamp.path(for: path)]
  }
}
