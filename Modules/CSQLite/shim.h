#include <sqlite3.h>
// SQLITE_TRANSIENT / SQLITE_STATIC are function-pointer-cast macros that Swift cannot import.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }
