// The floor under `musiclib library TEXT` (a filter) and `musiclib library --export FILE`, for
// Tools/bench/library-bench: a C program making only the SQLite calls those commands need, on
// the same file with the same settings, and nothing else (no collation, no text, no JSON).
// `filter` reads the signed-in user, checks the listings are complete (the three counts
// musiclib makes), counts the matches and reads the matching listings in the language's order;
// `export` reads every album's JSON in that order and writes it to FILE as it comes. Its time
// beyond `library-floor --start-only` (which exits at once) is what the store alone costs a run.
//
// Usage: library-floor DATA_DIR filter FOLDED_TEXT COLLATION | library-floor DATA_DIR export
//        FILE COLLATION | library-floor --start-only
// Build: cc -O2 library-floor.c -o library-floor -lsqlite3   (library-bench does this itself)
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "--start-only") == 0) return 0;
  if (argc != 5 || (strcmp(argv[2], "filter") != 0 && strcmp(argv[2], "export") != 0)) {
    fputs("usage: library-floor DATA_DIR filter|export TEXT|FILE COLLATION | "
          "library-floor --start-only\n", stderr);
    return 2;
  }
  char path[4096];
  snprintf(path, sizeof path, "%s/library.sqlite3", argv[1]);
  if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, 0) != SQLITE_OK) fail(path);
  sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
  sqlite3_busy_timeout(db, 5000);
  run("PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON; PRAGMA wal_autocheckpoint=64; "
      "PRAGMA journal_size_limit=1048576");
  const char *collation = argv[4];

  run("BEGIN");
  sqlite3_stmt *statement = prepare("SELECT user_id FROM session WHERE id = 1");
  if (sqlite3_step(statement) != SQLITE_ROW) fail("nobody is signed in");
  sqlite3_int64 user = sqlite3_column_int64(statement, 0);
  sqlite3_finalize(statement);
  statement = prepare(
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
