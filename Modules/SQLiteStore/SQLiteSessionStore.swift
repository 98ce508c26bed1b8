import Domain

/// The live `SessionStore`: the single row of the `session` table and a token file, so a
/// sign-in outlives the process. The row holds the user's id and the hash of a random token
/// (`SessionToken`); the token itself is in a file only this user can read. A row whose hash is
/// not that of the file's token for its user signs nobody in, so editing the row does not sign
/// anyone in. Deleting the user ends the session (ON DELETE CASCADE).
public struct SQLiteSessionStore: SessionStore {
  private let database: SQLiteDatabase
  private let clock: any WallClock
  private let tokenPath: String

  /// Creates a store over `database`, stamping sessions with `clock`; the token is kept at
  /// `tokenPath`, by default `session-token` beside the database.
  public init(database: SQLiteDatabase, clock: any WallClock, tokenPath: String? = nil) {
    self.database = database
    self.clock = clock
    self.tokenPath = tokenPath ?? DatabaseFile.parent(of: database.path) + "/session-token"
  }

  public func currentUserID() async throws -> User.ID? {
    let rows = try database.read { transaction in
      try transaction.query("SELECT user_id, token_hash FROM session WHERE id = 1") { row in
        row.int64(0).map { (User.ID(rawValue: $0), row.text(1)) }
      }
    }
    guard let (userID, stored) = rows.first ?? nil, let stored,
      let token = SessionToken.read(from: tokenPath),
      SessionToken.matches(stored, token: token, for: userID)
    else { return nil }
    return userID
  }

  public func begin(for userID: User.ID) async throws {
    let token = SessionToken.make()
    try database.durableWrite { transaction in
      // Written under the database's write lock, so two sign-ins at once leave a matching pair.
      try SessionToken.write(token, to: tokenPath)
      try transaction.execute(
        """
        INSERT INTO session (id, user_id, started_at, token_hash) VALUES (1, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id,
          started_at = excluded.started_at, token_hash = excluded.token_hash
        """,
        [
          .integer(userID.rawValue), .text(StoredTimestamp.text(clock.now())),
          .text(SessionToken.hash(token, for: userID)),
        ])
    }
  }

  public func end() async throws {
    try database.durableWrite { transaction in
      try transaction.execute("DELETE FROM session")
      try SessionToken.remove(at: tokenPath)
    }
  }
}
