/* curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed
   function per kind of value. */
#include "CurlShims.h"
#include <curl/curl.h>

int kq_curl_setopt_long(void *curl, int option, long value) { return (int)curl_easy_setopt((CURL *)curl, (CURLoption)option, value); }
int kq_curl_setopt_ptr(void *curl, int option, void *value) { return (int)curl_easy_setopt((CURL *)curl, (CURLoption)option, value); }
int kq_curl_setopt_string(void *curl, int option, const char *value) { return (int)curl_easy_setopt((CURL *)curl, (CURLoption)option, value); }
int kq_curl_setopt_off(void *curl, int option, int64_t value) { return (int)curl_easy_setopt((CURL *)curl, (CURLoption)option, (curl_off_t)value); }
int kq_curl_setopt_write(void *curl, kq_curl_write_fn fn, void *userdata) {
    CURLcode rc = curl_easy_setopt((CURL *)curl, CURLOPT_WRITEFUNCTION, fn);
    if (rc != CURLE_OK) return (int)rc;
    return (int)curl_easy_setopt((CURL *)curl, CURLOPT_WRITEDATA, userdata);
}
int kq_curl_setopt_header(void *curl, kq_curl_write_fn fn, void *userdata) {
    CURLcode rc = curl_easy_setopt((CURL *)curl, CURLOPT_HEADERFUNCTION, fn);
    if (rc != CURLE_OK) return (int)rc;
    return (int)curl_easy_setopt((CURL *)curl, CURLOPT_HEADERDATA, userdata);
}
int kq_curl_getinfo_long(void *curl, int info, long *out) { return (int)curl_easy_getinfo((CURL *)curl, (CURLINFO)info, out); }
int kq_curl_getinfo_string(void *curl, int info, const char **out) { return (int)curl_easy_getinfo((CURL *)curl, (CURLINFO)info, out); }
int kq_curl_getinfo_off(void *curl, int info, int64_t *out) {
    curl_off_t value = 0;
    CURLcode rc = curl_easy_getinfo((CURL *)curl, (CURLINFO)info, &value);
    *out = (int64_t)value;
    return (int)rc;
}
