// The floor under `musiclib search TERM --limit 200 --json` answered from the local store, for
// Tools/bench/search-bench: a C program making only the SQLite calls such a search needs, on the
// same file with the same settings, and nothing else (no sorting, no JSON; one line of counts).
// It opens the file (WAL, no checkpoint on closing, musiclib's pragmas), then in the two write
// transactions musiclib makes reads the signed-in user and the stored answer's 200 albums and
// marks the answer used, and records the search in the history. Its time beyond
// `store-floor --start-only` (which exits at once) is what the store alone costs a run.
//
// Two transactions, not one: a process opening the file rebuilds the WAL's index from the WAL
// and so forgets which frames were checkpointed; only a write transaction that begins after a
// checkpoint in the same process starts the WAL over. With one write a run, the WAL would grow
// without end and every later run would copy all of it into the database again.
//
// Usage: store-floor DATA_DIR TERM | store-floor --start-only
// Build: cc -O2 store-floor.c -o store-floor -lsqlite3   (search-bench does this itself)
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static sqlite3 *db;

static void fail(const char *what) {
  fprintf(stderr, "store-floor: %s: %s\n", what, db ? sqlite3_errmsg(db) : "no database");
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

static void step_to_end(sqlite3_stmt *statement, const char *what) {
  if (sqlite3_step(statement) != SQLITE_DONE) fail(what);
  sqlite3_finalize(statement);
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
  // AnswerKey.albums(term:limit:country:): the kind and arguments joined by a unit separator.
  snprintf(key, sizeof key, "albums\x1f%s\x1f" "200\x1fUS", term);

  if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, 0) != SQLITE_OK) fail("open");
  sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
  sqlite3_busy_timeout(db, 5000);
  run("PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON; PRAGMA wal_autocheckpoint=64; "
      "PRAGMA journal_size_limit=1048576");
  run("BEGIN IMMEDIATE");

  sqlite3_stmt *statement = prepare("SELECT user_id FROM session WHERE id = 1");
  if (sqlite3_step(statement) != SQLITE_ROW) fail("nobody is signed in");
  sqlite3_int64 user = sqlite3_column_int64(statement, 0);
  sqlite3_finalize(statement);

  statement = prepare("SELECT id FROM catalog_answers WHERE answer_key = ?");
  sqlite3_bind_text(statement, 1, key, -1, SQLITE_STATIC);
  if (sqlite3_step(statement) != SQLITE_ROW) fail("no stored answer");
  sqlite3_int64 answer = sqlite3_column_int64(statement, 0);
  sqlite3_finalize(statement);

  statement = prepare(
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

  statement = prepare(
      "UPDATE catalog_answers SET last_used = strftime('%Y-%m-%dT%H:%M:%fZ') WHERE id = ?");
  sqlite3_bind_int64(statement, 1, answer);
  step_to_end(statement, "mark the answer used");

  run("COMMIT");
  run("BEGIN IMMEDIATE");
  statement = prepare("DELETE FROM search_history WHERE user_id = ? AND query_key = ?");
  sqlite3_bind_int64(statement, 1, user);
  sqlite3_bind_text(statement, 2, term, -1, SQLITE_STATIC);
  step_to_end(statement, "delete the earlier entry");

  statement = prepare(
      "INSERT INTO search_history (user_id, query, query_key, searched_at) "
      "VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ'))");
  sqlite3_bind_int64(statement, 1, user);
  sqlite3_bind_text(statement, 2, term, -1, SQLITE_STATIC);
  sqlite3_bind_text(statement, 3, term, -1, SQLITE_STATIC);
  step_to_end(statement, "record the search");

  run("COMMIT");
  sqlite3_close_v2(db);
  printf("%d albums, %ld bytes read\n", albums, bytes);
  return 0;
}
