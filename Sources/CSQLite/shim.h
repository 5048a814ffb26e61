#include <sqlite3.h>

/* sqlite3_config is variadic, which Swift cannot call: one typed helper per use. */

/** Turns off SQLite's allocation statistics before its first use: they take a global mutex
    on every malloc and free, and the toolkit reads none of them. Returns SQLITE_MISUSE when
    SQLite was already initialized (then nothing changes). */
static inline int kq_sqlite_disable_memstatus(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
