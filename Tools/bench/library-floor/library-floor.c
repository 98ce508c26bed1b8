// The floor under `musiclib library TEXT` (a filter) and `musiclib library --export FILE`, for
// Tools/bench/library-bench: a C program making only the SQLite calls those commands need, on
// the same file with the same settings, and nothing else (no collation, no text, no JSON).
// `filter` reads the signed-in user, checks the listings are complete (the three counts
// musiclib makes), counts the matches and reads the matching listings in the language's order;
// `export` reads every album's JSON in that order and writes it to FILE as it comes. `import`
// (under `library --import FILE`) first reads the signed-in user's albums, listings and keys in
// COLLATION from SOURCE_DIR's database (as an import would have parsed them from a file), then
// writes them into DATA_DIR's for its signed-in user as musiclib does, row by row in one durable
// transaction: each album, its listing, the delete of its old keys and its key under each of
// the NAMES (comma-separated, one per language an import writes), then the capacity query, the
// commit with synchronous=FULL and the checkpoint. Its time beyond `library-floor --start-only`
// (which exits at once) is what the store alone costs a run.
//
// Usage: library-floor DATA_DIR filter FOLDED_TEXT COLLATION | library-floor DATA_DIR export
//        FILE COLLATION | library-floor DATA_DIR import SOURCE_DIR COLLATION NAMES |
//        library-floor --start-only
// Build: cc -O2 library-floor.c -o library-floor -lsqlite3   (library-bench does this itself)
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static sqlite3 *db;

static void fail(const char *what) {
  fprintf(stderr, "library-floor: %s: %s\n", what, db ? sqlite3_errmsg(db) : "no database");
  exit(1);
}

static void run(const char *sql) {
  if (sqlite3_exec(db, sql, 0, 0, 0) != SQLITE_OK) fail(sql);
}

static sqlite3_stmt *prepare(const char *sql) {
  sqlite3_stmt *statement;
  if (sqlite3_prepare_v2(db, sql, -1, &statement, 0) != SQLITE_OK) fail(sql);
  return statement;
}

static void open_database(const char *directory) {
  char path[4096];
  snprintf(path, sizeof path, "%s/library.sqlite3", directory);
  if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, 0) != SQLITE_OK) fail(path);
  sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
  sqlite3_busy_timeout(db, 5000);
  run("PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON; PRAGMA wal_autocheckpoint=64; "
      "PRAGMA journal_size_limit=1048576");
}

static sqlite3_int64 signed_in_user(void) {
  sqlite3_stmt *statement = prepare("SELECT user_id FROM session WHERE id = 1");
  if (sqlite3_step(statement) != SQLITE_ROW) fail("nobody is signed in");
  sqlite3_int64 user = sqlite3_column_int64(statement, 0);
  sqlite3_finalize(statement);
  return user;
}

// One album as an import has it before writing: its stored JSON, listing and key.
struct album {
  sqlite3_int64 id, year, track_count, stored_tracks;
  int has_artist, has_year, has_track_count, key_bytes;
  char *json, *saved_at, *title, *artist, *title_fold, *artist_fold;
  void *key;
};

static char *copy_text(sqlite3_stmt *statement, int column) {
  const unsigned char *text = sqlite3_column_text(statement, column);
  return text ? strdup((const char *)text) : 0;
}

static void bind_text_or_null(sqlite3_stmt *statement, int index, const char *text) {
  if (text) sqlite3_bind_text(statement, index, text, -1, SQLITE_STATIC);
  else sqlite3_bind_null(statement, index);
}

static int import(const char *target, const char *source, const char *collation,
                  const char *names) {
  open_database(source);
  sqlite3_int64 user = signed_in_user();
  sqlite3_stmt *statement = prepare(
      "SELECT s.album_id, s.album, s.saved_at, l.title, l.artist, l.year, l.track_count, "
      "l.stored_tracks, l.title_fold, l.artist_fold, o.sort_key FROM saved_albums s "
      "JOIN saved_album_listings l ON l.user_id = s.user_id AND l.album_id = s.album_id "
      "JOIN saved_album_order o ON o.user_id = s.user_id AND o.album_id = s.album_id "
      "AND o.collation = ?2 WHERE s.user_id = ?1");
  sqlite3_bind_int64(statement, 1, user);
  sqlite3_bind_text(statement, 2, collation, -1, SQLITE_STATIC);
  struct album *albums = 0;
  long count = 0, capacity = 0;
  while (sqlite3_step(statement) == SQLITE_ROW) {
    if (count == capacity) {
      capacity = capacity ? capacity * 2 : 1024;
      albums = realloc(albums, capacity * sizeof *albums);
    }
    struct album *album = &albums[count++];
    album->id = sqlite3_column_int64(statement, 0);
    album->json = copy_text(statement, 1);
    album->saved_at = copy_text(statement, 2);
    album->title = copy_text(statement, 3);
    album->artist = copy_text(statement, 4);
    album->has_year = sqlite3_column_type(statement, 5) != SQLITE_NULL;
    album->year = sqlite3_column_int64(statement, 5);
    album->has_track_count = sqlite3_column_type(statement, 6) != SQLITE_NULL;
    album->track_count = sqlite3_column_int64(statement, 6);
    album->stored_tracks = sqlite3_column_int64(statement, 7);
    album->title_fold = copy_text(statement, 8);
    album->artist_fold = copy_text(statement, 9);
    album->key_bytes = sqlite3_column_bytes(statement, 10);
    album->key = malloc(album->key_bytes);
    memcpy(album->key, sqlite3_column_blob(statement, 10), album->key_bytes);
  }
  sqlite3_finalize(statement);
  sqlite3_close_v2(db);
  if (count == 0) fail("the source library is empty or not listed in that collation");

  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  open_database(target);
  user = signed_in_user();
  run("PRAGMA synchronous=FULL");
  run("BEGIN IMMEDIATE");
  sqlite3_stmt *insert = prepare(
      "INSERT INTO saved_albums (user_id, album_id, album, saved_at) VALUES (?, ?, ?, ?) "
      "ON CONFLICT (user_id, album_id) DO NOTHING");
  sqlite3_stmt *listing = prepare(
      "INSERT OR REPLACE INTO saved_album_listings (user_id, album_id, title, artist, year, "
      "track_count, stored_tracks, saved_at, title_fold, artist_fold, copyable) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  sqlite3_stmt *unkey = prepare(
      "DELETE FROM saved_album_order WHERE user_id = ? AND album_id = ?");
  sqlite3_stmt *key = prepare(
      "INSERT INTO saved_album_order (user_id, collation, sort_key, album_id) VALUES (?, ?, ?, ?)");
  for (long index = 0; index < count; index++) {
    struct album *album = &albums[index];
    sqlite3_bind_int64(insert, 1, user);
    sqlite3_bind_int64(insert, 2, album->id);
    sqlite3_bind_text(insert, 3, album->json, -1, SQLITE_STATIC);
    sqlite3_bind_text(insert, 4, album->saved_at, -1, SQLITE_STATIC);
    if (sqlite3_step(insert) != SQLITE_DONE) fail("insert an album");
    sqlite3_reset(insert);
    sqlite3_bind_int64(listing, 1, user);
    sqlite3_bind_int64(listing, 2, album->id);
    sqlite3_bind_text(listing, 3, album->title, -1, SQLITE_STATIC);
    bind_text_or_null(listing, 4, album->artist);
    if (album->has_year) sqlite3_bind_int64(listing, 5, album->year);
    else sqlite3_bind_null(listing, 5);
    if (album->has_track_count) sqlite3_bind_int64(listing, 6, album->track_count);
    else sqlite3_bind_null(listing, 6);
    sqlite3_bind_int64(listing, 7, album->stored_tracks);
    sqlite3_bind_text(listing, 8, album->saved_at, -1, SQLITE_STATIC);
    sqlite3_bind_text(listing, 9, album->title_fold, -1, SQLITE_STATIC);
    sqlite3_bind_text(listing, 10, album->artist_fold, -1, SQLITE_STATIC);
    sqlite3_bind_int64(listing, 11, 1);
    if (sqlite3_step(listing) != SQLITE_DONE) fail("insert a listing");
    sqlite3_reset(listing);
    sqlite3_bind_int64(unkey, 1, user);
    sqlite3_bind_int64(unkey, 2, album->id);
    if (sqlite3_step(unkey) != SQLITE_DONE) fail("delete the keys");
    sqlite3_reset(unkey);
  }
  char *list = strdup(names);
  for (char *name = strtok(list, ","); name; name = strtok(0, ",")) {
    for (long index = 0; index < count; index++) {
      sqlite3_bind_int64(key, 1, user);
      sqlite3_bind_text(key, 2, name, -1, SQLITE_STATIC);
      sqlite3_bind_blob(key, 3, albums[index].key, albums[index].key_bytes, SQLITE_STATIC);
      sqlite3_bind_int64(key, 4, albums[index].id);
      if (sqlite3_step(key) != SQLITE_DONE) fail("insert a key");
      sqlite3_reset(key);
    }
  }
  sqlite3_finalize(insert);
  sqlite3_finalize(listing);
  sqlite3_finalize(unkey);
  sqlite3_finalize(key);
  statement = prepare(
      "SELECT count(*), coalesce(sum(length(CAST(album AS BLOB))), 0) FROM saved_albums "
      "WHERE user_id = ?");
  sqlite3_bind_int64(statement, 1, user);
  if (sqlite3_step(statement) != SQLITE_ROW) fail("the capacity query");
  long rows = (long)sqlite3_column_int64(statement, 0);
  long bytes = (long)sqlite3_column_int64(statement, 1);
  sqlite3_finalize(statement);
  run("COMMIT");
  run("PRAGMA synchronous=NORMAL");
  sqlite3_wal_checkpoint_v2(db, 0, SQLITE_CHECKPOINT_TRUNCATE, 0, 0);
  sqlite3_close_v2(db);
  clock_gettime(CLOCK_MONOTONIC, &end);
  printf("%ld rows, %ld bytes written in %.1f ms\n", rows, bytes,
         (end.tv_sec - start.tv_sec) * 1e3 + (end.tv_nsec - start.tv_nsec) / 1e6);
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "--start-only") == 0) return 0;
  if (argc == 6 && strcmp(argv[2], "import") == 0) {
    return import(argv[1], argv[3], argv[4], argv[5]);
  }
  if (argc != 5 || (strcmp(argv[2], "filter") != 0 && strcmp(argv[2], "export") != 0)) {
    fputs("usage: library-floor DATA_DIR filter|export TEXT|FILE COLLATION | "
          "library-floor DATA_DIR import SOURCE_DIR COLLATION NAMES | "
          "library-floor --start-only\n", stderr);
    return 2;
  }
  open_database(argv[1]);
  const char *collation = argv[4];

  run("BEGIN");
  sqlite3_int64 user = signed_in_user();
  sqlite3_stmt *statement = prepare(
      "SELECT (SELECT count(*) FROM saved_albums WHERE user_id = ?1), "
      "(SELECT count(*) FROM saved_album_listings WHERE user_id = ?1), "
      "(SELECT count(*) FROM saved_album_order WHERE user_id = ?1 AND collation = ?2)");
  sqlite3_bind_int64(statement, 1, user);
  sqlite3_bind_text(statement, 2, collation, -1, SQLITE_STATIC);
  if (sqlite3_step(statement) != SQLITE_ROW) fail("counts");
  sqlite3_finalize(statement);
  run("COMMIT");

  long rows = 0, bytes = 0;
  run("BEGIN");
  if (strcmp(argv[2], "filter") == 0) {
    const char *matches =
        "(?2 = '' OR instr(l.title_fold, ?2) > 0 OR instr(l.artist_fold, ?2) > 0)";
    char sql[2048];
    snprintf(sql, sizeof sql,
             "SELECT count(*) FILTER (WHERE %s), count(*) FROM saved_album_listings l "
             "WHERE l.user_id = ?1", matches);
    statement = prepare(sql);
    sqlite3_bind_int64(statement, 1, user);
    sqlite3_bind_text(statement, 2, argv[3], -1, SQLITE_STATIC);
    if (sqlite3_step(statement) != SQLITE_ROW) fail("count the matches");
    sqlite3_finalize(statement);
    snprintf(sql, sizeof sql,
             "SELECT l.album_id, l.title, l.artist, l.year, l.track_count, l.stored_tracks, "
             "l.saved_at FROM saved_album_listings l CROSS JOIN saved_album_order o "
             "ON o.user_id = l.user_id AND o.album_id = l.album_id AND o.collation = ?3 "
             "WHERE l.user_id = ?1 AND %s ORDER BY o.sort_key", matches);
    statement = prepare(sql);
    sqlite3_bind_int64(statement, 1, user);
    sqlite3_bind_text(statement, 2, argv[3], -1, SQLITE_STATIC);
    sqlite3_bind_text(statement, 3, collation, -1, SQLITE_STATIC);
    while (sqlite3_step(statement) == SQLITE_ROW) {
      rows += 1;
      for (int column = 0; column < 7; column++) bytes += sqlite3_column_bytes(statement, column);
    }
    sqlite3_finalize(statement);
  } else {
    FILE *file = fopen(argv[3], "w");
    if (!file) fail(argv[3]);
    statement = prepare(
        "SELECT s.album_id, s.album, s.saved_at, l.copyable, l.title FROM saved_album_order o "
        "JOIN saved_albums s ON s.user_id = o.user_id AND s.album_id = o.album_id "
        "JOIN saved_album_listings l ON l.user_id = o.user_id AND l.album_id = o.album_id "
        "WHERE o.user_id = ?1 AND o.collation = ?2 ORDER BY o.sort_key");
    sqlite3_bind_int64(statement, 1, user);
    sqlite3_bind_text(statement, 2, collation, -1, SQLITE_STATIC);
    while (sqlite3_step(statement) == SQLITE_ROW) {
      rows += 1;
      const unsigned char *album = sqlite3_column_text(statement, 1);
      int count = sqlite3_column_bytes(statement, 1);
      fwrite(album, 1, count, file);
      bytes += count;
    }
    sqlite3_finalize(statement);
    if (fsync(fileno(file)) != 0 || fclose(file) != 0) fail("write the file");
  }
  run("COMMIT");
  sqlite3_close_v2(db);
  printf("%ld rows, %ld bytes read\n", rows, bytes);
  return 0;
}
