#ifndef KURIOSA_CSHIMS_H
#define KURIOSA_CSHIMS_H
/* Plain C functions for what Swift cannot call: variadic functions (curl_easy_setopt,
   curl_easy_getinfo), macros (OPENSSL_free), and libxml2, whose headers must stay out of
   Swift because they clash with Foundation's ICU. Only standard C types cross this line. */
#include <stddef.h>
#include <stdint.h>

/* MARK: libcurl (opaque CURL* as void*). */
int kq_curl_setopt_long(void *curl, int option, long value);
int kq_curl_setopt_ptr(void *curl, int option, void *value);
int kq_curl_setopt_string(void *curl, int option, const char *value);
int kq_curl_setopt_off(void *curl, int option, int64_t value);
typedef size_t (*kq_curl_write_fn)(char *data, size_t size, size_t count, void *userdata);
int kq_curl_setopt_write(void *curl, kq_curl_write_fn fn, void *userdata);
int kq_curl_setopt_header(void *curl, kq_curl_write_fn fn, void *userdata);
int kq_curl_getinfo_long(void *curl, int info, long *out);
int kq_curl_getinfo_string(void *curl, int info, const char **out);
int kq_curl_getinfo_off(void *curl, int info, int64_t *out);

/* MARK: OpenSSL macros. */
void kq_openssl_free(void *ptr);

/* MARK: SQLite (sqlite3_config is variadic). */
/** Turns off SQLite's allocation statistics before its first use: they take a global mutex
    on every malloc and free, and the toolkit reads none of them. Returns SQLITE_MISUSE when
    SQLite was already initialized (then nothing changes). */
int kq_sqlite_disable_memstatus(void);

/* MARK: libxml2. */
/** The libxml2 version the toolkit runs against, e.g. "20914". */
const char *kq_xml_parser_version(void);
/** Calls xmlInitParser once; FoundationXML loads the same library, so never clean up. */
void kq_xml_init(void);

#include "PreviewHTML.h"
#include "CurlShims.h"

#endif
