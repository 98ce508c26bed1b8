/// The application's schema: every migration ever shipped, oldest first. Append, never edit.
public enum LibrarySchema {
  /// All steps; the schema version is the number of steps applied.
  public static let migrations: [SchemaMigration] = [
    accounts, signInAttempts, searchHistory, requestBudget, savedAlbums, catalogAnswers,
    requestsInFlight, mediaFilters, albumTrackArtists, catalogMediaItems, albumMusicVideos,
    answersMovedOut, budgetMovedOut, sessionTokens, savedAlbumListings, savedAlbumCopies,
    searchHistoryKinds,
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

  /// Step 4 (the governor): the catalog requests sent by every process, as Unix times, kept
  /// for an hour at most (or the rate's window when longer), and the pause the catalog's
  /// refusal imposes (one row at most).
  static let requestBudget = SchemaMigration(
    summary: "request budget",
    statements: [
      "CREATE TABLE catalog_requests (id INTEGER PRIMARY KEY, sent_at REAL NOT NULL) STRICT",
      "CREATE INDEX catalog_requests_sent_at ON catalog_requests (sent_at)",
      """
      CREATE TABLE catalog_pause (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        until REAL NOT NULL
      ) STRICT
      """,
    ])

  /// Step 5 (the library): each user's library of saved albums. `album` is the album with its
  /// tracks as JSON (the Codable form of `Domain.Album`), so a saved album opens offline;
  /// `saved_at` is ISO 8601 UTC with milliseconds. No other table refers to it, so clearing
  /// cached answers never touches it.
  static let savedAlbums = SchemaMigration(
    summary: "saved albums",
    statements: [
      """
      CREATE TABLE saved_albums (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        album_id INTEGER NOT NULL CHECK (album_id > 0),
        album TEXT NOT NULL CHECK (json_valid(album)),
        saved_at TEXT NOT NULL,
        PRIMARY KEY (user_id, album_id)
      ) STRICT
      """
    ])

  /// Step 6 (the store): catalog answers (`SQLiteCatalogAnswerStore`). Albums and tracks are
  /// kept once each, by catalog id; an answer is its key, when it was fetched and last used, its
  /// estimated size and its members in order (album ids for album searches and look-ups, track
  /// ids for track searches). Eviction and `cache --clear` touch these five tables only.
  public static let catalogAnswers = SchemaMigration(
    summary: "catalog answers",
    statements: [
      """
      CREATE TABLE catalog_albums (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        artist TEXT,
        year INTEGER,
        genre TEXT,
        track_count INTEGER,
        artwork_url TEXT,
        artwork_template TEXT
      ) STRICT
      """,
      """
      CREATE TABLE catalog_album_tracks (
        album_id INTEGER NOT NULL REFERENCES catalog_albums(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        disc INTEGER NOT NULL,
        number INTEGER NOT NULL,
        title TEXT NOT NULL,
        duration_seconds INTEGER,
        preview_url TEXT,
        PRIMARY KEY (album_id, position)
      ) STRICT
      """,
      """
      CREATE TABLE catalog_tracks (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        artist TEXT,
        album TEXT,
        album_id INTEGER,
        track_number INTEGER,
        disc INTEGER,
        duration_seconds INTEGER,
        preview_url TEXT,
        artwork_url TEXT,
        artwork_template TEXT
      ) STRICT
      """,
      """
      CREATE TABLE catalog_answers (
        id INTEGER PRIMARY KEY,
        answer_key TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        fetched_at TEXT NOT NULL,
        last_used TEXT NOT NULL,
        byte_size INTEGER NOT NULL CHECK (byte_size >= 0),
        skipped_count INTEGER NOT NULL DEFAULT 0
      ) STRICT
      """,
      "CREATE INDEX catalog_answers_last_used ON catalog_answers (last_used, id)",
      """
      CREATE TABLE catalog_answer_members (
        answer_id INTEGER NOT NULL REFERENCES catalog_answers(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        member_id INTEGER NOT NULL,
        PRIMARY KEY (answer_id, position)
      ) STRICT
      """,
      "CREATE INDEX catalog_answer_members_member ON catalog_answer_members (member_id)",
    ])

  /// Step 7 (the governor): requests in flight. `finished_at` (a Unix time) is when a request's
  /// answer came, NULL while it is in flight, so an unfinished request keeps counting however
  /// long it takes (`SQLiteRequestBudget`). Rows from before this step were restamped when they
  /// finished, so they count as finished when stamped. Rows are kept for a day, whatever the rate.
  static let requestsInFlight = SchemaMigration(
    summary: "catalog requests in flight",
    statements: [
      "ALTER TABLE catalog_requests ADD COLUMN finished_at REAL",
      "UPDATE catalog_requests SET finished_at = sent_at",
    ])

  /// Step 8 (media search): each user's media search filters, one row per user who changed them (no row: the
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

  /// Step 9 (track artists): each album track's own artist, for compilations; NULL for tracks
  /// stored before this step (shown as unknown until the album is looked up again).
  public static let albumTrackArtists = SchemaMigration(
    summary: "album track artists",
    statements: ["ALTER TABLE catalog_album_tracks ADD COLUMN artist TEXT"])

  /// Step 10 (the store): songs, movies and e-books of media search and item answers, kept once
  /// each by catalog id like albums and tracks (`catalog_answer_members` lists them), with their
  /// genres in order. `explicit` is 0, 1 or NULL (the catalog did not say); `release_date` is
  /// `YYYY-MM-DD`; `kind` a `MediaKind` raw value. Eviction and `cache --clear` drop them too.
  /// A stored album look-up keeps the album's page and its artist's id too, so an album served
  /// from the store still links to its page and lists the artist's other albums.
  public static let catalogMediaItems = SchemaMigration(
    summary: "catalog media items",
    statements: [
      "ALTER TABLE catalog_albums ADD COLUMN store_url TEXT",
      "ALTER TABLE catalog_albums ADD COLUMN artist_id INTEGER",
      """
      CREATE TABLE catalog_media_items (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        title TEXT NOT NULL,
        artist TEXT,
        artist_id INTEGER,
        artist_url TEXT,
        store_url TEXT,
        album_id INTEGER,
        explicit INTEGER CHECK (explicit IN (0, 1)),
        release_date TEXT,
        duration_seconds INTEGER,
        content_rating TEXT,
        description TEXT,
        rating REAL,
        rating_count INTEGER,
        file_size_bytes INTEGER,
        artwork_url TEXT,
        artwork_template TEXT
      ) STRICT
      """,
      """
      CREATE TABLE catalog_media_genres (
        item_id INTEGER NOT NULL REFERENCES catalog_media_items(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        PRIMARY KEY (item_id, position)
      ) STRICT
      """,
    ])

  /// Album music videos: how many music videos an album's look-up returned (the catalog lists
  /// them beside its songs), so an album served from the store names them as a fresh one does;
  /// NULL for albums stored before this step (the header then says "not listed as songs").
  public static let albumMusicVideos = SchemaMigration(
    summary: "album music videos",
    statements: ["ALTER TABLE catalog_albums ADD COLUMN music_video_count INTEGER"])

  /// The answers moved out to the cache file (`AnswerSchema`): they are disposable, so the
  /// library's copies are dropped, not carried over (the next question fetches again), and a
  /// damaged answer page no longer stands between a person and their accounts or library.
  static let answersMovedOut = SchemaMigration(
    summary: "answers moved out",
    statements: [
      "DROP TABLE catalog_answer_members", "DROP TABLE catalog_answers",
      "DROP TABLE catalog_album_tracks", "DROP TABLE catalog_albums",
      "DROP TABLE catalog_tracks", "DROP TABLE catalog_media_genres",
      "DROP TABLE catalog_media_items",
    ])

  /// The request budget moved out to a file every process of the user shares (`BudgetSchema`),
  /// whatever its data directory; the library's records are dropped (at worst one window's
  /// requests are not counted once, on the upgrade).
  static let budgetMovedOut = SchemaMigration(
    summary: "request budget moved out",
    statements: ["DROP TABLE catalog_requests", "DROP TABLE catalog_pause"])

  /// The session bound to a secret: the hash of a random token whose file only the signed-in
  /// process's user can read (`SQLiteSessionStore`). A session from before has no token, so it
  /// is ended: everyone signs in again once.
  static let sessionTokens = SchemaMigration(
    summary: "session tokens",
    statements: ["DELETE FROM session", "ALTER TABLE session ADD COLUMN token_hash TEXT"])

  /// Library lists: each saved album as a list shows it (`saved_album_listings`: no tracks, its
  /// title and artist folded for filters) and its place in each language's order
  /// (`saved_album_order`: a collation key per album, named by the collation), so a page of the
  /// library is read in order without the albums' JSON. Both are derived from `saved_albums` and
  /// go with its rows; `SQLiteSavedAlbumStore` writes them with every album and fills in what an
  /// older database lacks when it next lists.
  static let savedAlbumListings = SchemaMigration(
    summary: "saved album listings",
    statements: [
      """
      CREATE TABLE saved_album_listings (
        user_id INTEGER NOT NULL,
        album_id INTEGER NOT NULL,
        title TEXT NOT NULL,
        artist TEXT,
        year INTEGER,
        track_count INTEGER,
        stored_tracks INTEGER NOT NULL,
        saved_at TEXT NOT NULL,
        title_fold TEXT NOT NULL,
        artist_fold TEXT NOT NULL,
        PRIMARY KEY (user_id, album_id),
        FOREIGN KEY (user_id, album_id) REFERENCES saved_albums (user_id, album_id)
          ON DELETE CASCADE
      ) STRICT
      """,
      """
      CREATE TABLE saved_album_order (
        user_id INTEGER NOT NULL,
        collation TEXT NOT NULL,
        sort_key BLOB NOT NULL,
        album_id INTEGER NOT NULL,
        PRIMARY KEY (user_id, collation, sort_key),
        UNIQUE (user_id, album_id, collation),
        FOREIGN KEY (user_id, album_id) REFERENCES saved_albums (user_id, album_id)
          ON DELETE CASCADE
      ) STRICT, WITHOUT ROWID
      """,
    ])

  /// Which saved albums an export may copy as they are kept: `copyable` is 1 when the album's
  /// JSON is byte for byte what `AlbumBounds.encoded` writes of it and the album is within
  /// bounds (true of every album saved since the bounds are held). The listings are made again
  /// when a list next asks, each album checked once.
  static let savedAlbumCopies = SchemaMigration(
    summary: "saved album copies",
    statements: [
      "DELETE FROM saved_album_listings",
      "ALTER TABLE saved_album_listings ADD COLUMN copyable INTEGER NOT NULL DEFAULT 0",
    ])

  /// What each search looked for (`SearchKind`'s raw value): an entry is unique per user by its
  /// kind and folded text, so the same text searched as albums and as movies is two entries.
  /// SQLite cannot change a table's UNIQUE constraint, so the table is made again and every row
  /// carried over, with its id, as an album search (every search was one until this step).
  static let searchHistoryKinds = SchemaMigration(
    summary: "search history kinds",
    statements: [
      """
      CREATE TABLE search_history_by_kind (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        query TEXT NOT NULL CHECK (query <> ''),
        query_key TEXT NOT NULL,
        searched_at TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('album', 'track', 'music', 'movie', 'ebook')),
        UNIQUE (user_id, kind, query_key)
      ) STRICT
      """,
      """
      INSERT INTO search_history_by_kind (id, user_id, query, query_key, searched_at, kind)
        SELECT id, user_id, query, query_key, searched_at, 'album' FROM search_history
      """,
      "DROP TABLE search_history",
      "ALTER TABLE search_history_by_kind RENAME TO search_history",
      """
      CREATE INDEX search_history_recent
        ON search_history (user_id, searched_at DESC, id DESC)
      """,
    ])
}
