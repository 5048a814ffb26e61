#ifndef KURIOSA_CURL_SHIMS_H
#define KURIOSA_CURL_SHIMS_H
/* What the link-preview loader needs from libcurl that Swift cannot call: the variadic
   setopt/getinfo, the one-time global init, header lists, a cancellation flag shared
   between threads, and the guard that refuses special-purpose addresses on the socket curl
   is about to open (so the check is on the address actually connected to, on every hop,
   and nothing is sent to a refused address).
   Only standard C types cross this line. */
#include <stddef.h>
#include <stdint.h>

/* MARK: Typed setopt/getinfo (CurlOptions.c); the CURL* handle travels as void*. */
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

/* MARK: Guard, header lists, cancellation (CurlShims.c). */

/** Calls curl_global_init once per process (thread-safe); never cleaned up, because
    FoundationNetworking loads the same libcurl. Returns the CURLcode of the first call. */
int kq_curl_global_init_once(void);

/** Builds a curl_slist from `count` strings; NULL when count is 0 or memory runs out.
    Free with kq_curl_slist_free after the handle no longer uses it. */
void *kq_curl_slist_make(const char *const *items, size_t count);
void kq_curl_slist_free(void *list);


/** Per-transfer state for the socket and progress callbacks. The loader owns it and keeps
    it alive while the handle uses it. */
typedef struct {
    int allow_loopback;        /* tests only: 127.0.0.0/8 and ::1 become allowed */
    int allow_any;             /* this transfer's host is an explicit exception (--allow-host) */
    int proxy_count;           /* the proxy's own addresses, connected to whatever they are */
    int proxy_family[4];       /* AF_INET or AF_INET6 */
    uint8_t proxy_address[4][16];
    int blocked;               /* set when a socket to a refused address was not opened */
    char blocked_address[64];  /* that address, as text */
    int (*is_cancelled)(const void *context); /* or NULL; a 1 aborts the transfer (Ctrl-C) */
    const void *cancel_context;  /* what is_cancelled is asked with: the Swift token */
    char error_text[256];      /* CURLOPT_ERRORBUFFER (CURL_ERROR_SIZE): libcurl's own words */
} kq_curl_guard;

/** Installs CURLOPT_OPENSOCKETFUNCTION (refuses addresses that are not public unicast
    before any connect) and CURLOPT_XFERINFOFUNCTION (aborts when is_cancelled says 1). */
int kq_curl_install_guard(void *curl, kq_curl_guard *guard);

/** 1 when the address may be connected to: global unicast, not one of the IANA
    special-purpose ranges (private, loopback, link-local, CGNAT, ULA, multicast,
    documentation, reserved; IPv4 inside IPv6 is judged as IPv4). `family` is AF_INET
    (4 bytes) or AF_INET6 (16 bytes). */
int kq_address_is_public(int family, const uint8_t *bytes, int allow_loopback);

#endif
