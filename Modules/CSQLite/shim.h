#include <sqlite3.h>
// SQLITE_TRANSIENT / SQLITE_STATIC are function-pointer-cast macros that Swift cannot import.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }
// sqlite3_db_config is variadic, which Swift cannot call: closing the connection leaves the WAL
// to the next auto-checkpoint instead of checkpointing it (and syncing twice) on the way out.
static inline int csqlite_skip_checkpoint_on_close(sqlite3 *db) {
  return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
