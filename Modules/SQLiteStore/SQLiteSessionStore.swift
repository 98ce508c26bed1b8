import Domain

/// The live `SessionStore`: the single row of the `session` table, so a sign-in outlives the
/// process. Deleting the user ends the session (ON DELETE CASCADE).
public struct SQLiteSessionStore: SessionStore {
  private let database: SQLiteDatabase
  private let clock: any WallClock

  /// Creates a store over `database`, stamping sessions with `clock`.
  public init(database: SQLiteDatabase, clock: any WallClock) {
    self.database = database
    self.clock = clock
  }

  public func currentUserID() async throws -> User.ID? {
    try database.read { transaction in
      try transaction.query("SELECT user_id FROM session WHERE id = 1") { row in
        row.int64(0).map(User.ID.init(rawValue:))
      }.first ?? nil
    }
  }

  public func begin(for userID: User.ID) async throws {
    try database.durableWrite { transaction in
      try transaction.execute(
        """
        INSERT INTO session (id, user_id, started_at) VALUES (1, ?, ?)
        ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, started_at = excluded.started_at
        """,
        [.integer(userID.rawValue), .text(StoredTimestamp.text(clock.now()))])
    }
  }

  public func end() async throws {
    try database.durableWrite { transaction in
      try transaction.execute("DELETE FROM session")
    }
  }
}
