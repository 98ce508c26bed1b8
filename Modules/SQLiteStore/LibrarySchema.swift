/// The application's schema: every migration ever shipped, oldest first. Append, never edit.
public enum LibrarySchema {
  /// All steps; the schema version is the number of steps applied.
  public static let migrations: [SchemaMigration] = [
    accounts, signInAttempts, searchHistory, mediaFilters,
  ]

  /// The version a fully migrated database has.
  public static var latestVersion: Int32 { Int32(migrations.count) }

  /// Step 1: accounts and the signed-in session.
  static let accounts = SchemaMigration(
    summary: "users and session",
    statements: [
      """
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        birth_date TEXT NOT NULL
          CHECK (birth_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
        phone TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT
      """,
      """
      CREATE TABLE session (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        started_at TEXT NOT NULL
      ) STRICT
      """,
    ])

  /// Step 2: failed sign-ins per e-mail key, for throttling (no foreign key: unknown e-mails
  /// are throttled too).
  static let signInAttempts = SchemaMigration(
    summary: "sign-in attempts",
    statements: [
      """
      CREATE TABLE sign_in_attempts (
        email_key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL CHECK (failures >= 0),
        locked_until REAL
      ) STRICT
      """
    ])

  /// Step 3: each user's search history. `query_key` is `HistoryText.fold(query)`, unique per
  /// user; `searched_at` is ISO 8601 UTC with milliseconds, so text order is time order.
  static let searchHistory = SchemaMigration(
    summary: "search history",
    statements: [
      """
      CREATE TABLE search_history (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        query TEXT NOT NULL CHECK (query <> ''),
        query_key TEXT NOT NULL,
        searched_at TEXT NOT NULL,
        UNIQUE (user_id, query_key)
      ) STRICT
      """,
      // The UNIQUE constraint's index serves look-ups by (user_id, query_key); this one serves
      // listing, suggestions and trimming to the cap, newest first.
      """
      CREATE INDEX search_history_recent
        ON search_history (user_id, searched_at DESC, id DESC)
      """,
    ])

  /// Step: each user's media search filters, one row per user who changed them (no row: the
  /// defaults). `media` is a `MediaKind` raw value, `explicit` 0 or 1.
  static let mediaFilters = SchemaMigration(
    summary: "media filters",
    statements: [
      """
      CREATE TABLE media_filters (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        media TEXT NOT NULL CHECK (media IN ('song', 'movie', 'ebook')),
        explicit INTEGER NOT NULL CHECK (explicit IN (0, 1)),
        country TEXT NOT NULL CHECK (length(country) = 2),
        result_limit INTEGER NOT NULL CHECK (result_limit BETWEEN 1 AND 200)
      ) STRICT
      """
    ])
}
