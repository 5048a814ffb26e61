#include "CurlShims.h"
#include <curl/curl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>

static pthread_once_t global_once = PTHREAD_ONCE_INIT;
static int global_code = 0;
static void global_init(void) { global_code = (int)curl_global_init(CURL_GLOBAL_DEFAULT); }

int kq_curl_global_init_once(void) {
    pthread_once(&global_once, global_init);
    return global_code;
}

void *kq_curl_slist_make(const char *const *items, size_t count) {
    struct curl_slist *list = NULL;
    for (size_t i = 0; i < count; i++) {
        struct curl_slist *next = curl_slist_append(list, items[i]);
        if (next == NULL) { curl_slist_free_all(list); return NULL; }
        list = next;
    }
    return list;
}

void kq_curl_slist_free(void *list) { curl_slist_free_all((struct curl_slist *)list); }


static int v4_is_public(const uint8_t *a, int allow_loopback) {
    uint32_t ip = ((uint32_t)a[0] << 24) | ((uint32_t)a[1] << 16) | ((uint32_t)a[2] << 8) | a[3];
    if ((ip >> 24) == 127) return allow_loopback;
    static const struct { uint32_t net; int bits; } refused[] = {
        {0x00000000, 8},   /* "this network" */
        {0x0A000000, 8},   /* 10/8 private */
        {0x64400000, 10},  /* 100.64/10 CGNAT */
        {0xA9FE0000, 16},  /* 169.254/16 link-local */
        {0xAC100000, 12},  /* 172.16/12 private */
        {0xC0000000, 24},  /* 192.0.0/24 IETF protocol assignments */
        {0xC0000200, 24},  /* 192.0.2/24 documentation */
        {0xC0586300, 24},  /* 192.88.99/24 6to4 relay anycast */
        {0xC0A80000, 16},  /* 192.168/16 private */
        {0xC6120000, 15},  /* 198.18/15 benchmarking */
        {0xC6336400, 24},  /* 198.51.100/24 documentation */
        {0xCB007100, 24},  /* 203.0.113/24 documentation */
        {0xE0000000, 4},   /* 224/4 multicast */
        {0xF0000000, 4},   /* 240/4 reserved, broadcast */
    };
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        uint32_t mask = refused[i].bits == 0 ? 0 : 0xFFFFFFFFu << (32 - refused[i].bits);
        if ((ip & mask) == refused[i].net) return 0;
    }
    return 1;
}

static int prefix_matches(const uint8_t *a, const uint8_t *prefix, int bits) {
    int bytes = bits / 8, rest = bits % 8;
    if (memcmp(a, prefix, (size_t)bytes) != 0) return 0;
    if (rest == 0) return 1;
    uint8_t mask = (uint8_t)(0xFF << (8 - rest));
    return (a[bytes] & mask) == (prefix[bytes] & mask);
}

static int v6_is_public(const uint8_t *a, int allow_loopback) {
    static const uint8_t loopback[16] = {0,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,1};
    if (memcmp(a, loopback, 16) == 0) return allow_loopback;
    static const uint8_t mapped[12] = {0,0,0,0, 0,0,0,0, 0,0,0xFF,0xFF};
    static const uint8_t nat64[12] = {0x00,0x64,0xFF,0x9B, 0,0,0,0, 0,0,0,0};
    /* IPv4-mapped and the well-known NAT64 prefix carry an IPv4 address: judge that one. */
    if (memcmp(a, mapped, 12) == 0 || memcmp(a, nat64, 12) == 0) return v4_is_public(a + 12, allow_loopback);
    /* Only global unicast 2000::/3 is ever public; then the special ranges inside it. */
    if ((a[0] & 0xE0) != 0x20) return 0;
    static const struct { uint8_t prefix[16]; int bits; } refused[] = {
        {{0x20,0x01,0x00,0x00}, 23},  /* 2001::/23 IETF protocol assignments (Teredo, ORCHID…) */
        {{0x20,0x01,0x0d,0xb8}, 32},  /* 2001:db8::/32 documentation */
        {{0x3f,0xff,0x00,0x00}, 20},  /* 3fff::/20 documentation */
    };
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        if (prefix_matches(a, refused[i].prefix, refused[i].bits)) return 0;
    }
    /* 2002::/16 6to4: the IPv4 address is in bytes 2…5. */
    if (a[0] == 0x20 && a[1] == 0x02) return v4_is_public(a + 2, 0);
    return 1;
}

int kq_address_is_public(int family, const uint8_t *bytes, int allow_loopback) {
    if (family == AF_INET) return v4_is_public(bytes, allow_loopback);
    if (family == AF_INET6) return v6_is_public(bytes, allow_loopback);
    return 0;
}

static curl_socket_t open_socket(void *userdata, curlsocktype purpose, struct curl_sockaddr *address) {
    kq_curl_guard *guard = (kq_curl_guard *)userdata;
    const uint8_t *bytes = NULL;
    int family = address->family;
    if (family == AF_INET && address->addrlen >= sizeof(struct sockaddr_in)) {
        bytes = (const uint8_t *)&((struct sockaddr_in *)&address->addr)->sin_addr;
    } else if (family == AF_INET6 && address->addrlen >= sizeof(struct sockaddr_in6)) {
        bytes = (const uint8_t *)&((struct sockaddr_in6 *)&address->addr)->sin6_addr;
    }
    int allowed = bytes != NULL && (guard->allow_any || kq_address_is_public(family, bytes, guard->allow_loopback));
    for (int i = 0; bytes != NULL && !allowed && i < guard->proxy_count && i < 4; i++) {
        size_t length = family == AF_INET ? 4 : 16;
        allowed = guard->proxy_family[i] == family && memcmp(guard->proxy_address[i], bytes, length) == 0;
    }
    if (purpose != CURLSOCKTYPE_IPCXN || !allowed) {
        guard->blocked = 1;
        if (bytes == NULL || inet_ntop(family, bytes, guard->blocked_address, sizeof guard->blocked_address) == NULL) {
            strcpy(guard->blocked_address, "?");
        }
        return CURL_SOCKET_BAD;
    }
    return socket(address->family, address->socktype | SOCK_CLOEXEC, address->protocol);
}

static int progress(void *userdata, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal, curl_off_t ulnow) {
    (void)dltotal; (void)dlnow; (void)ultotal; (void)ulnow;
    kq_curl_guard *guard = (kq_curl_guard *)userdata;
    return guard->is_cancelled != NULL && guard->is_cancelled(guard->cancel_context) ? 1 : 0;
}

int kq_curl_install_guard(void *curl, kq_curl_guard *guard) {
    CURL *h = (CURL *)curl;
    CURLcode rc;
    if ((rc = curl_easy_setopt(h, CURLOPT_OPENSOCKETFUNCTION, open_socket)) != CURLE_OK) return (int)rc;
    if ((rc = curl_easy_setopt(h, CURLOPT_OPENSOCKETDATA, guard)) != CURLE_OK) return (int)rc;
    if ((rc = curl_easy_setopt(h, CURLOPT_XFERINFOFUNCTION, progress)) != CURLE_OK) return (int)rc;
    if ((rc = curl_easy_setopt(h, CURLOPT_XFERINFODATA, guard)) != CURLE_OK) return (int)rc;
    if ((rc = curl_easy_setopt(h, CURLOPT_ERRORBUFFER, guard->error_text)) != CURLE_OK) return (int)rc;
    return (int)curl_easy_setopt(h, CURLOPT_NOPROGRESS, 0L);
}
