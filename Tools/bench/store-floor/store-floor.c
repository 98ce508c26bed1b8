// The floor under `musiclib search TERM --limit 200 --json` answered from the local store, for
// Tools/bench/search-bench: a C program making only the SQLite calls such a search needs, on the
// same file with the same settings, and nothing else (no sorting, no JSON; one line of counts).
// It opens the library file and the answer cache beside it (DATA_DIR/cache/answers-*.sqlite3;
// WAL, no checkpoint on closing, musiclib's pragmas), reads the signed-in user, then the
// account's stored answer with its 200 albums and marks it used, and records the search in the
// history, in the write transactions musiclib makes. Its time beyond `store-floor --start-only`
// (which exits at once) is what the store alone costs a run.
//
// Separate write transactions, not one: a process opening a file rebuilds the WAL's index from the WAL
// and so forgets which frames were checkpointed; only a write transaction that begins after a
// checkpoint in the same process starts the WAL over. With one write a run, the WAL would grow
// without end and every later run would copy all of it into the database again.
//
// Usage: store-floor DATA_DIR TERM | store-floor --start-only
// Build: cc -O2 store-floor.c -o store-floor -lsqlite3   (search-bench does this itself)
#include <glob.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static sqlite3 *failed_on;

static void fail(const char *what) {
  fprintf(stderr, "store-floor: %s: %s\n", what,
          failed_on ? sqlite3_errmsg(failed_on) : "no database");
  exit(1);
}

static void run(sqlite3 *db, const char *sql) {
  failed_on = db;
  if (sqlite3_exec(db, sql, 0, 0, 0) != SQLITE_OK) fail(sql);
}

static sqlite3_stmt *prepare(sqlite3 *db, const char *sql) {
  sqlite3_stmt *statement;
  failed_on = db;
  if (sqlite3_prepare_v2(db, sql, -1, &statement, 0) != SQLITE_OK) fail(sql);
  return statement;
}

static void step_to_end(sqlite3_stmt *statement, const char *what) {
  if (sqlite3_step(statement) != SQLITE_DONE) fail(what);
  sqlite3_finalize(statement);
}

static sqlite3 *open_file(const char *path) {
  sqlite3 *db = 0;
  failed_on = 0;
  if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, 0) != SQLITE_OK) fail(path);
  sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
  sqlite3_busy_timeout(db, 5000);
  run(db, "PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON; PRAGMA wal_autocheckpoint=64; "
          "PRAGMA journal_size_limit=1048576");
  return db;
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "--start-only") == 0) return 0;
  if (argc != 3) {
    fputs("usage: store-floor DATA_DIR TERM | store-floor --start-only\n", stderr);
    return 2;
  }
  const char *term = argv[2];
  char path[4096], key[1024];
  snprintf(path, sizeof path, "%s/library.sqlite3", argv[1]);
  sqlite3 *library = open_file(path);

  run(library, "BEGIN IMMEDIATE");
  sqlite3_stmt *statement = prepare(library, "SELECT user_id FROM session WHERE id = 1");
  if (sqlite3_step(statement) != SQLITE_ROW) fail("nobody is signed in");
  sqlite3_int64 user = sqlite3_column_int64(statement, 0);
  sqlite3_finalize(statement);
  run(library, "COMMIT");

  // The cache of a data directory given explicitly: one file per catalog server.
  glob_t found;
  snprintf(path, sizeof path, "%s/cache/answers-*.sqlite3", argv[1]);
  if (glob(path, 0, 0, &found) != 0 || found.gl_pathc != 1) fail("one answer cache file");
  sqlite3 *cache = open_file(found.gl_pathv[0]);
  globfree(&found);
  // The account, then AnswerKey.albums(term:limit:country:), joined by a unit separator.
  snprintf(key, sizeof key, "%lld\x1f" "albums\x1f%s\x1f" "200\x1fUS", (long long)user, term);

  run(cache, "BEGIN IMMEDIATE");
  statement = prepare(cache, "SELECT id FROM catalog_answers WHERE answer_key = ?");
  sqlite3_bind_text(statement, 1, key, -1, SQLITE_STATIC);
  if (sqlite3_step(statement) != SQLITE_ROW) fail("no stored answer");
  sqlite3_int64 answer = sqlite3_column_int64(statement, 0);
  sqlite3_finalize(statement);

  statement = prepare(cache,
      "SELECT a.id, a.title, a.artist, a.track_count, a.year, a.artwork_template "
      "FROM catalog_answer_members m JOIN catalog_albums a ON a.id = m.member_id "
      "WHERE m.answer_id = ? ORDER BY m.position");
  sqlite3_bind_int64(statement, 1, answer);
  int albums = 0;
  long bytes = 0;
  while (sqlite3_step(statement) == SQLITE_ROW) {
    albums += 1;
    for (int column = 0; column < 6; column++) bytes += sqlite3_column_bytes(statement, column);
  }
  sqlite3_finalize(statement);

  statement = prepare(cache,
      "UPDATE catalog_answers SET last_used = strftime('%Y-%m-%dT%H:%M:%fZ') WHERE id = ?");
  sqlite3_bind_int64(statement, 1, answer);
  step_to_end(statement, "mark the answer used");
  run(cache, "COMMIT");

  run(library, "BEGIN IMMEDIATE");
  statement = prepare(library,
      "DELETE FROM search_history WHERE user_id = ? AND kind = 'album' AND query_key = ?");
  sqlite3_bind_int64(statement, 1, user);
  sqlite3_bind_text(statement, 2, term, -1, SQLITE_STATIC);
  step_to_end(statement, "delete the earlier entry");

  statement = prepare(library,
      "INSERT INTO search_history (user_id, query, query_key, searched_at, kind) "
      "VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ'), 'album')");
  sqlite3_bind_int64(statement, 1, user);
  sqlite3_bind_text(statement, 2, term, -1, SQLITE_STATIC);
  sqlite3_bind_text(statement, 3, term, -1, SQLITE_STATIC);
  step_to_end(statement, "record the search");
  run(library, "COMMIT");

  sqlite3_close_v2(cache);
  sqlite3_close_v2(library);
  printf("%d albums, %ld bytes read\n", albums, bytes);
  return 0;
}
